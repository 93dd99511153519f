/**
 * The operationId of every documented operation, keyed "METHOD /path" as in the OpenAPI document. A route without a
 * line here still gets an id derived from its method and path (so the document stays valid), but the OpenAPI test
 * fails and prints the line to add: a generated client's method names are part of the API and are chosen, not derived.
 */
export const OPERATION_IDS: Record<string, string> = {
  'GET /api/health': 'getHealth',
  'GET /api/health/ready': 'getReadiness',
  'POST /api/auth/login': 'login',
  'POST /api/auth/register': 'registerMember',
  'POST /api/auth/register-lawyer': 'registerLawyer',
  'GET /api/auth/me': 'getMe',
  'POST /api/auth/logout': 'logout',
  'DELETE /api/auth/delete-account': 'deleteAccount',
  'POST /api/auth/resend-verification-otp': 'resendVerificationCode',
  'POST /api/auth/verify-email': 'verifyEmail',
  'POST /api/otp/send-signup-otp': 'sendSignupCode',
  'POST /api/otp/verify-signup-otp': 'verifySignupCode',
  'POST /api/otp/send-password-reset-otp': 'sendPasswordResetCode',
  'POST /api/otp/verify-password-reset-otp': 'verifyPasswordResetCode',
  'POST /api/otp/reset-password': 'resetPassword',
  'POST /api/otp/send-delete-account-otp': 'sendAccountDeletionCode',
  'POST /api/otp/verify-delete-account-otp': 'verifyAccountDeletionCode',
  'POST /api/users/send-password-change-otp': 'sendPasswordChangeCode',
  'POST /api/users/verify-password-change-otp': 'verifyPasswordChangeCode',
  'PUT /api/users/change-password': 'changePassword',
  'POST /api/users/identity-change': 'requestIdentityChange',
  'GET /api/admin/identity-changes': 'listIdentityChanges',
  'GET /api/admin/identity-changes/{id}/license-document': 'getIdentityChangeLicense',
  'PUT /api/admin/identity-changes/{id}': 'decideIdentityChange',
  'GET /api/categories': 'listCategories',
  'GET /api/categories/{id}': 'getCategory',
  'GET /api/posts': 'listPosts',
  'POST /api/posts': 'createPost',
  'GET /api/posts/my-posts': 'listMyPosts',
  'GET /api/posts/{id}': 'getPost',
  'DELETE /api/posts/{id}': 'deletePost',
  'POST /api/posts/{id}/replies': 'answerPost',
  'POST /api/posts/{id}/replies/{replyId}': 'replyToReply',
  'DELETE /api/posts/{id}/replies/{replyId}': 'deleteReply',
  'PUT /api/posts/{id}/replies/{replyId}/satisfactory': 'markReplySatisfactory',
  'GET /api/posts/lawyer/rewards': 'listPendingRewards',
  'GET /api/posts/lawyer/activities': 'listLawyerActivities',
  'GET /api/notifications': 'listNotifications',
  'GET /api/notifications/unread-count': 'countUnreadNotifications',
  'PUT /api/notifications/read-all': 'markAllNotificationsRead',
  'PUT /api/notifications/{id}/read': 'markNotificationRead',
  'GET /api/admin/lawyers/pending': 'listPendingLawyers',
  'PUT /api/admin/lawyers/{id}/approve': 'approveLawyer',
  'PUT /api/admin/lawyers/{id}/reject': 'rejectLawyer',
  'GET /api/admin/lawyers/{id}/license-document': 'downloadLicenseDocument',
  'GET /api/admin/users': 'listUsers',
  'GET /api/admin/posts': 'adminListPosts',
  'DELETE /api/admin/posts/{id}': 'adminDeletePost',
  'GET /api/admin/stats': 'getAdminStats',
  'GET /api/admin/audit-log': 'listAuditLog',
  'GET /api/users/lawyers': 'listLawyers',
  'GET /api/users/lawyer/{id}': 'getLawyer',
  'PUT /api/users/profile': 'updateProfile',
  'POST /api/users/me/terms': 'acceptTerms',
  'POST /api/users/profile-picture': 'setProfilePicture',
  'POST /api/users/reupload-document': 'reuploadLicenseDocument',
  'GET /api/users/badges': 'getMyBadges',
  'GET /api/users/stats': 'getMyStats',
  'GET /api/ads': 'listActiveAds',
  'GET /api/ads/{position}': 'listAdsAtPosition',
  'GET /api/ads/admin/all': 'adminListAds',
  'POST /api/ads/admin/upload': 'createAd',
  'PUT /api/ads/admin/{id}': 'updateAd',
  'DELETE /api/ads/admin/{id}': 'deleteAd',
  'POST /api/ads/track/{id}': 'trackAdClick',
  // Mail outbox, preferences, follows
  'GET /api/me/mail-preferences': 'getMailPreferences',
  'PUT /api/me/mail-preferences': 'updateMailPreferences',
  'GET /api/mail/unsubscribe': 'redirectToUnsubscribePage',
  'POST /api/mail/unsubscribe': 'unsubscribeOneClick',
  'GET /api/me/follows': 'getFollowedCategories',
  'PUT /api/me/follows': 'setFollowedCategories',
  // Reads and search
  'GET /api/posts/similar': 'listSimilarPosts',
  // Trust and safety.
  'PUT /api/posts/{id}': 'editPost',
  'PUT /api/posts/{id}/replies/{replyId}': 'editReply',
  'GET /api/posts/{id}/history': 'getPostHistory',
  'POST /api/reports': 'createReport',
  'GET /api/admin/reports': 'adminListReports',
  'PUT /api/admin/reports/{id}': 'adminDecideReport',
  'POST /api/appeals': 'createAppeal',
  'GET /api/appeals/target/{id}': 'findContestableReport',
  'GET /api/admin/appeals': 'adminListAppeals',
  'PUT /api/admin/appeals/{id}': 'adminDecideAppeal',
  'PUT /api/admin/users/{id}/role': 'adminSetUserRole',
  'PUT /api/admin/users/{id}/trusted-flagger': 'adminSetTrustedFlagger',
  'GET /api/transparency': 'getTransparency',
  'GET /api/transparency.csv': 'getTransparencyCsv',
  'GET /api/transparency/policy': 'getMisusePolicy',
  'PUT /api/admin/users/{id}/suspension': 'adminSuspendUser',
  'GET /api/users/me/export': 'exportMyData',
  'GET /api/legal': 'getLegalNotice',
  // The lawyers' desk.
  'GET /api/desk/queue': 'listDeskQueue',
  'GET /api/desk/queue/count': 'countDeskQueue',
  'GET /api/desk/questions/{id}/deadline': 'getQuestionDeadline',
  'PUT /api/desk/questions/{id}/deadline': 'correctQuestionDeadline',
  'GET /api/desk/response-times/lawyers': 'listLawyerResponseTimes',
  'GET /api/desk/response-times/categories': 'listCategoryResponseTimes',
  // Private consultations.
  'POST /api/consultations': 'requestConsultation',
  'GET /api/consultations': 'listConsultations',
  'GET /api/consultations/figures': 'getConsultationFigures',
  'GET /api/consultations/{id}': 'getConsultation',
  'PUT /api/consultations/{id}': 'updateConsultation',
  'GET /api/consultations/{id}/messages': 'listConsultationMessages',
  'POST /api/consultations/{id}/messages': 'writeConsultationMessage',
  'POST /api/consultations/{id}/attachments': 'sendConsultationAttachment',
  'GET /api/consultations/{id}/messages/{messageId}/attachment': 'getConsultationAttachment',
  'POST /api/consultations/{id}/messages/{messageId}/report': 'reportConsultationMessage',
};

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** method + path, deterministic and unique per operation: GET /api/posts/{id}/replies → getPostsByIdReplies. */
export function derivedOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith('{') ? `By${pascal(seg.slice(1, -1))}` : pascal(seg)));
  return method.toLowerCase() + words.join('');
}

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export const operationIdFor = (method: string, path: string) =>
  OPERATION_IDS[operationKey(method, path)] ?? derivedOperationId(method, path);
