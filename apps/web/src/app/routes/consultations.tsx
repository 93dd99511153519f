import { ConsultationsPage } from '@/features/consultations';

export default function ConsultationsRoute() {
  return <ConsultationsPage />;
}
