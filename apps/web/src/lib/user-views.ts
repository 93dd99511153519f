/**
 * The schemas that rename `_id` to `id` in user answers (spec §7, contracts' user-views), for `api(…, { schema })`.
 * They load with the first answer that needs them: with zod and the contracts' schemas they weigh ~30 KB compressed,
 * which a visitor's first page (served rendered, hydrated from its own data) would otherwise download and parse
 * before it becomes interactive (Lighthouse TBT and LCP on a phone, reach-ssr.md).
 */
const load = () => import('./user-view-schemas');

export const adminUsersView = () => load().then((m) => m.adminUsersView);
export const lawyerDetailView = () => load().then((m) => m.lawyerDetailView);
export const lawyersPageView = () => load().then((m) => m.lawyersPageView);
export const pendingLawyersView = () => load().then((m) => m.pendingLawyersView);
export const sessionAuthResult = () => load().then((m) => m.sessionAuthResult);
export const sessionUserResult = () => load().then((m) => m.sessionUserResult);
