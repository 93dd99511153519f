import { z } from 'zod';
import { AD_POSITIONS } from '../constants';

export const adPosition = z.enum(AD_POSITIONS);
/** Optional http(s) link; an empty string means none. */
export const adLink = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]);
export const ad = z.object({
  _id: z.string(),
  position: adPosition,
  link: z.string().nullable(),
  imageUrl: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const adminAd = ad.extend({ clicks: z.number().int() });
export const adsResult = z.object({ ads: z.array(ad) });
export const adminAdsResult = z.object({ ads: z.array(adminAd) });
export const adResult = z.object({ ad: adminAd });
export const adPositionParams = z.object({ position: adPosition });
export const adUploadFields = z.object({ position: adPosition, link: adLink.optional() });
export const updateAdBody = z
  .object({ position: adPosition.optional(), link: adLink.nullable().optional(), active: z.boolean().optional() })
  .strict();
export const trackResult = z.object({ counted: z.boolean() });
