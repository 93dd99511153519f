import type { UserRow } from '../../plugins/auth';

/** Pure access rules for the users endpoints; anything not listed is denied. */
export const canSeeBadges = (u: UserRow) => u.role === 'lawyer';
export const canSeeOwnStats = (u: UserRow) => u.role === 'user' || u.role === 'lawyer';
export const canReuploadLicense = (u: UserRow) => u.role === 'lawyer';
/** Members show only preset avatars (spec); lawyers and admins upload a photo. */
export const canUploadPhoto = (u: UserRow) => u.role === 'lawyer' || u.role === 'admin';
export const canUsePreset = (u: UserRow) => u.role === 'user';
