import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { adRoutes } from './features/ads/routes';
import { alertRoutes } from './features/alerts/routes';
import { appealRoutes } from './features/appeals';
import { otpRoutes } from './features/auth/otp-routes';
import { authRoutes } from './features/auth/routes';
import { categoryRoutes } from './features/categories/routes';
import { consultationRoutes } from './features/consultations';
import { deskRoutes } from './features/desk/routes';
import { followRoutes } from './features/follows/routes';
import { healthRoutes } from './features/health/routes';
import { moderationRoutes } from './features/moderation';
import { notificationRoutes } from './features/notifications/routes';
import { outboxPlugin } from './features/outbox';
import { postRoutes } from './features/posts/routes';
import { privacyRoutes } from './features/privacy';
import { rewardRoutes } from './features/rewards/routes';
import { transparencyRoutes } from './features/transparency';
import { usersRoutes } from './features/users/routes';

/** Every API feature, mounted under /api. Add a feature here and nowhere else. */
export async function apiRoutes(app: FastifyInstance) {
  // The job runner first, so the features below can add their handlers.
  await app.register(outboxPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(accountRoutes);
  await app.register(categoryRoutes);
  await app.register(postRoutes);
  await app.register(rewardRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(usersRoutes);
  await app.register(adRoutes);
  await app.register(alertRoutes);
  await app.register(followRoutes);
  // Trust and safety.
  await app.register(moderationRoutes);
  await app.register(appealRoutes);
  await app.register(privacyRoutes);
  await app.register(transparencyRoutes);
  // The lawyers' desk.
  await app.register(deskRoutes);
  // Private consultations between a member and a lawyer.
  await app.register(consultationRoutes);
}
