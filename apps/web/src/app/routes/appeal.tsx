import { AppealPage } from '@/features/appeals';

export default function AppealRoute() {
  return <AppealPage />;
}
