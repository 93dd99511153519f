// The auth feature as other features see it.
export { meKey, type SessionUser } from './api/get-me';
export { OtpDialog } from './components/otp-dialog';
export { newPasswordProblem, PasswordStrength } from './components/password-strength-lazy';
export { WelcomeBanner } from './components/welcome-banner';
export { useSession } from './hooks/use-session';
