import { useParams } from 'react-router';
import { LawyerPage } from '@/features/lawyers/components/lawyer-page';

export default function LawyerRoute() {
  const { id = '' } = useParams();
  return <LawyerPage key={id} id={id} />;
}
