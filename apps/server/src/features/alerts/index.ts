// Mail alerts as other features see them: preferences, the mails of notifications, follow-ups.
export { mailNotifications, notifyReply, sendDueFollowUps } from './event-mails';
export { DEFAULT_PREFERENCES, getPreferences, type Preferences, preferencesOf, setPreferences } from './preferences';
export { excerpt, renderEventMail } from './render';
export { alertRoutes, unsubscribePageRoutes } from './routes';
export { sendUnansweredHelp } from './unanswered-help';
