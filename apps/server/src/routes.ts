import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './features/health/routes';
import { authRoutes } from './features/auth/routes';
import { otpRoutes } from './features/otp/routes';
import { accountRoutes } from './features/account/routes';
import { categoryRoutes } from './features/categories/routes';
import { postRoutes } from './features/posts/routes';
import { rewardRoutes } from './features/rewards/routes';
import { notificationRoutes } from './features/notifications/routes';
import { adminRoutes } from './features/admin/routes';
import { peopleRoutes } from './features/users/routes';
import { adRoutes } from './features/ads/routes';

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
}
