import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account';
import { adminRoutes } from './features/admin';
import { adRoutes } from './features/ads';
import { alertRoutes } from './features/alerts';
import { appealRoutes } from './features/appeals';
import { authRoutes, otpRoutes } from './features/auth';
import { categoryRoutes } from './features/categories';
import { consultationRoutes } from './features/consultations';
import { deskRoutes } from './features/desk';
import { followRoutes } from './features/follows';
import { healthRoutes } from './features/health';
import { moderationRoutes } from './features/moderation';
import { notificationRoutes } from './features/notifications';
import { outboxPlugin } from './features/outbox';
import { postRoutes } from './features/posts';
import { privacyRoutes } from './features/privacy';
import { rewardRoutes } from './features/rewards';
import { transparencyRoutes } from './features/transparency';
import { usersRoutes } from './features/users';

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
