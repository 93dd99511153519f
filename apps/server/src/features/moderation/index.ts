// The moderation feature as other features see it.
export { moderationCounts } from './counts';
export { moderationRoutes } from './routes';
export { suspensionRefusal } from './suspension';
