// Kept for existing importers (the nav bar): the login dialog is the auth dialog in its default mode.
export { AuthDialog as LoginDialog, type AuthDialogProps as LoginDialogProps, type AuthMode } from './auth-dialog';
