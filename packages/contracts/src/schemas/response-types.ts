import type { z } from 'zod';
import type { ad, adminAd, adminAdsResult, adResult, adsResult, updateAdBody } from './ads';
import type { adminAppealsResult, appealCreated, decideAppealResult } from './appeals';
import type { registerBody, successResult, verifyOtpResult, verifyResetResult, verifySignupResult } from './auth';
import type { messageBody } from './common';
import type { categoryResponseTimes, deadlineNoticeResult, deskCount, lawyerResponseTimes } from './desk';
import type { activitiesPage, createPostBody, notificationsPage, pendingRewards, readAllResult, unreadCount } from './forum';
import type { adminReportsResult, contentVersion, decideReportResult, editPostBody, postHistory, reportCreated } from './trust';

// Types of requests and answers the web app reads, inferred from the schemas the server's routes declare.

export type PublicAd = z.infer<typeof ad>;
export type AdminAd = z.infer<typeof adminAd>;
export type AdsResult = z.infer<typeof adsResult>;
export type AdminAdsResult = z.infer<typeof adminAdsResult>;
export type AdResult = z.infer<typeof adResult>;
export type UpdateAdBody = z.input<typeof updateAdBody>;
export type MessageBody = z.infer<typeof messageBody>;
export type DeskCount = z.infer<typeof deskCount>;
export type DeadlineNoticeResult = z.infer<typeof deadlineNoticeResult>;
export type LawyerResponseTimes = z.infer<typeof lawyerResponseTimes>;
export type CategoryResponseTimes = z.infer<typeof categoryResponseTimes>;
export type ActivitiesPage = z.infer<typeof activitiesPage>;
export type NotificationsPage = z.infer<typeof notificationsPage>;
export type UnreadCount = z.infer<typeof unreadCount>;
export type ReadAllResult = z.infer<typeof readAllResult>;
export type PendingRewards = z.infer<typeof pendingRewards>;
export type CreatePostBody = z.input<typeof createPostBody>;
export type AdminReportsResult = z.infer<typeof adminReportsResult>;
export type DecideReportResult = z.infer<typeof decideReportResult>;
export type ReportCreated = z.infer<typeof reportCreated>;
export type EditPostBody = z.input<typeof editPostBody>;
export type ContentVersion = z.infer<typeof contentVersion>;
export type PostHistory = z.infer<typeof postHistory>;
export type VerifySignupResult = z.infer<typeof verifySignupResult>;
export type VerifyResetResult = z.infer<typeof verifyResetResult>;
export type VerifyOtpResult = z.infer<typeof verifyOtpResult>;
export type RegisterBody = z.input<typeof registerBody>;
export type SuccessResult = z.infer<typeof successResult>;

export type AdminAppealsResult = z.infer<typeof adminAppealsResult>;
export type AppealCreated = z.infer<typeof appealCreated>;
export type DecideAppealResult = z.infer<typeof decideAppealResult>;
