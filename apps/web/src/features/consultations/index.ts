// Private consultations as the app and other features see them.

export { consultationKeys, useConsultations } from './api/consultations';
export { ConsultationsLink } from './components/consultations-link';
export { ConsultationsPage } from './components/consultations-page';
export { RequestConsultation } from './components/request-consultation';
