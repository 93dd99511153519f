import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { adRoutes } from './features/ads/routes';
import { otpRoutes } from './features/auth/otp-routes';
import { authRoutes } from './features/auth/routes';
import { categoryRoutes } from './features/categories/routes';
import { deskRoutes } from './features/desk/routes';
import { healthRoutes } from './features/health/routes';
import { notificationRoutes } from './features/notifications/routes';
import { postRoutes } from './features/posts/routes';
import { rewardRoutes } from './features/rewards/routes';
import { peopleRoutes } from './features/users/routes';

/** Every API feature, mounted under /api. Add a feature here and nowhere else. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(accountRoutes);
  await app.register(categoryRoutes);
  await app.register(postRoutes);
  await app.register(rewardRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(peopleRoutes);
  await app.register(adRoutes);
  // Issue 18: the lawyers' desk.
  await app.register(deskRoutes);
}
