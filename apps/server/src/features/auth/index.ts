// The auth feature as other features see it.

export { otpRoutes } from './otp-routes';
export { authRoutes } from './routes';
export { changePassword } from './service';
