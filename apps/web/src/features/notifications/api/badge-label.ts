import { BADGE_CAP } from '@pretoire/contracts';

/** Spec §2: the unread badge reads «9+» above 9; nothing is shown at 0. */
export const badgeLabel = (count: number): string | null => (count <= 0 ? null : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));
