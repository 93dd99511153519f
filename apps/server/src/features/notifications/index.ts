// The notifications feature as other features see it.
export { insertNotifications, type NewNotification, type NotificationRow, notificationInsert, pushNotifications } from './service';
export { NOTIFICATION_TEXTS } from './texts';
