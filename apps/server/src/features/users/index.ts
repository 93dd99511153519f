// The users feature as other features see it.

export {
  decideIdentityChange,
  identityChangeDocument,
  identityLocked,
  lawyerLookalikes,
  pendingIdentityChanges,
} from './identity-change';
export { backfillNameSkeletons, checkedLawyerName, checkedNickname } from './name-checks';
export { presentPrivateUser } from './present';
export { usersRoutes } from './routes';
