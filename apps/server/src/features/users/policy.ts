// The profile rules are in contracts (policy.ts), shared with /profile; the routes enforce them.
export { canReuploadLicense, canSeeBadges, canSeeOwnStats, canUploadPhoto, canUsePreset } from '@pretoire/contracts';
