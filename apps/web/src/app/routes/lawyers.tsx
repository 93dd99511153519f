import { LawyerDirectory } from '@/features/lawyers/components/lawyer-directory';

export default function LawyersRoute() {
  return <LawyerDirectory />;
}
