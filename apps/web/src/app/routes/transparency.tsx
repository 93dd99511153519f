import { TransparencyPage } from '@/features/trust';

export default function TransparencyRoute() {
  return <TransparencyPage />;
}
