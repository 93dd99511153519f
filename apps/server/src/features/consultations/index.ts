// Private consultations as other features see them: account deletion erases a person's messages, the export lists them.
export { consultationExport, eraseConsultationMessagesOf } from './lifecycle';
export { consultationRoutes } from './routes';
