// The users feature as other features see it.

export { backfillNameSkeletons, checkedLawyerName, checkedNickname } from './name-checks';
export { presentPrivateUser } from './present';
