// Private consultations as the app and other features see them.

export { consultationKeys, useConsultations } from './api/consultations';
export { ConsultationsPage } from './components/consultations-page';
export { RequestConsultation } from './components/request-consultation';
