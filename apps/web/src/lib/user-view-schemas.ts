// Loaded on demand by lib/user-views.ts: the contracts' renaming schemas, and zod with them.
export {
  adminUsersView,
  lawyerDetailView,
  lawyersPageView,
  pendingLawyersView,
  sessionAuthResult,
  sessionUserResult,
} from '@pretoire/contracts';
