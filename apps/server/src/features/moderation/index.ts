// The moderation feature as other features see it (issue 14).
export { moderationCounts } from './counts';
export { moderationRoutes } from './routes';
export { suspensionRefusal } from './suspension';
