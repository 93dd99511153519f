import type { AdPosition } from '@pretoire/contracts';
import type { ads } from '../../db/schema';
import { publicUrl } from '../../lib/storage';

export type AdRow = typeof ads.$inferSelect;

export function presentAd(a: AdRow) {
  return {
    _id: a.id,
    position: a.position as AdPosition,
    link: a.link,
    imageUrl: publicUrl(a.imageKey),
    active: a.active,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** Admin view: with the click count. */
export const presentAdminAd = (a: AdRow) => ({ ...presentAd(a), clicks: a.clicks });
