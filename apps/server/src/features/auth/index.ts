// The auth feature as other features see it.
export { changePassword } from './service';
