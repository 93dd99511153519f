import { z } from 'zod';
import { AVATAR_PRESETS, CONSULTATION_TERMS_MAX, SPECIALIZATIONS } from '../constants';
import { barAssociation, bio, nickname, personName, phone, privateUser, publicUser, specializations } from './auth';
import { limitParam, pageMeta, pageParam, uuid } from './common';

export const lawyersQuery = z.object({
  specialization: z.enum(SPECIALIZATIONS).optional(),
  barAssociation: z.string().trim().max(200).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  limit: limitParam(12),
});

export const badge = z.object({ threshold: z.number().int(), name: z.string(), credits: z.number().int(), awardedAt: z.string() });
export const lawyerStats = z.object({
  answers: z.number().int(),
  satisfactoryAnswers: z.number().int(),
  /** satisfactoryAnswers / answers, 0–1. */
  satisfactionRate: z.number(),
  averageRating: z.number().nullable(),
  credits: z.number().int(),
});
export const lawyerProfile = publicUser.extend({
  stats: lawyerStats,
  badges: z.array(badge),
  acceptsConsultations: z.boolean().optional(),
  consultationTerms: z.string().nullable().optional(),
});
export type LawyerProfile = z.infer<typeof lawyerProfile>;
export const lawyersPage = z.object({ lawyers: z.array(lawyerProfile), ...pageMeta });
export const lawyerDetail = z.object({
  lawyer: lawyerProfile,
  recentAnswers: z.array(z.object({ postId: uuid, title: z.string(), answeredAt: z.string() })),
});

/** Members send only nickname; lawyers only the professional fields. Anything else is a 400. */
export const updateProfileBody = z
  .object({
    nickname: nickname.optional(),
    firstName: personName.optional(),
    lastName: personName.optional(),
    // '' clears the number (the field is optional on the profile).
    phone: phone.or(z.literal('')).optional(),
    bio: bio.optional(),
    specializations: specializations.optional(),
    barAssociation: barAssociation.optional(),
    // Lawyers: private consultations, off by default, with the terms they choose to state.
    acceptsConsultations: z.boolean().optional(),
    consultationTerms: z.string().trim().max(CONSULTATION_TERMS_MAX).optional(),
  })
  .strict();
export const profileResult = z.object({ user: privateUser });
export const avatarPreset = z.enum(AVATAR_PRESETS);

export const milestoneProgress = z.object({
  threshold: z.number().int(),
  name: z.string(),
  credits: z.number().int(),
  earned: z.boolean(),
  awardedAt: z.string().nullable(),
  /** min(satisfactory / threshold, 1). */
  progress: z.number(),
});
export const badgesResult = z.object({
  satisfactoryAnswers: z.number().int(),
  earned: z.array(badge),
  milestones: z.array(milestoneProgress),
});

export const memberStats = z.object({
  role: z.literal('user'),
  questions: z.object({ open: z.number().int(), answered: z.number().int(), resolved: z.number().int(), total: z.number().int() }),
  /** Live replies written by others on the member's questions. */
  repliesReceived: z.number().int(),
});
export const lawyerOwnStats = lawyerStats.extend({
  role: z.literal('lawyer'),
  nextMilestone: z
    .object({ threshold: z.number().int(), name: z.string(), credits: z.number().int(), remaining: z.number().int() })
    .nullable(),
});
export const userStatsResult = z.discriminatedUnion('role', [memberStats, lawyerOwnStats]);
export type UserStats = z.infer<typeof userStatsResult>;
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type BadgesResult = z.infer<typeof badgesResult>;
export type MilestoneProgress = z.infer<typeof milestoneProgress>;
export type LawyerOwnStats = z.infer<typeof lawyerOwnStats>;
