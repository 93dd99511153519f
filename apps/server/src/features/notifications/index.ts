// The notifications feature as other features see it.

export { notificationRoutes } from './routes';
export { insertNotifications, type NewNotification, type NotificationRow, notificationInsert, pushNotifications } from './service';
export { NOTIFICATION_TEXTS } from './texts';
