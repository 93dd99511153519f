// The one-time-code service as other features see it.
export { type SendOptions, sendCode, signupVerifiedSince, verifyCode } from './service';
