import { z } from 'zod';
import { NEW_QUESTION_MODES, UNSUBSCRIBABLE_MAIL_KINDS } from '../constants';

// Mail preferences and followed categories (GET/PUT /api/me/mail-preferences, /api/me/follows).

export const mailPreferences = z.object({
  answers: z.boolean().describe('Mail when a lawyer answers one of my questions'),
  replies: z.boolean().describe('Mail when someone replies to one of my answers'),
  ratings: z.boolean().describe('Mail when one of my answers is marked satisfactory or re-rated'),
  newQuestions: z.enum(NEW_QUESTION_MODES).describe('New questions in my fields: one mail each, a daily digest, or nothing'),
  consultations: z.boolean().describe('Mail when a member asks me for a consultation (lawyers)'),
});
export type MailPreferences = z.infer<typeof mailPreferences>;
export const mailPreferencesUpdate = mailPreferences.partial();

export const followedCategories = z.object({
  categoryIds: z.array(z.uuid()).describe('Categories whose new questions I am told about'),
  /** False while the list is still the default drawn from the specializations. */
  customized: z.boolean(),
});
export type FollowedCategories = z.infer<typeof followedCategories>;
export const followedCategoriesUpdate = z.object({ categoryIds: z.array(z.uuid()).max(100) });

export const unsubscribeQuery = z.object({ token: z.string().max(1000).optional() });
export const unsubscribableKind = z.enum(UNSUBSCRIBABLE_MAIL_KINDS);
