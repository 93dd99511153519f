// The profile feature as other features see it.
export { ownBadgesQuery, ownStatsQuery } from './api/progress';
