// The rewards feature as the app and the demo seed see it.

export { rewardRoutes } from './routes';
export { markSatisfactory } from './service';
