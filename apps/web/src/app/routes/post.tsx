import { useParams } from 'react-router';
import { useLayout } from '@/components/layout/app-layout';
import { PostView } from '@/features/posts/components/post-view';

export default function PostRoute() {
  const { id = '' } = useParams();
  const { openSignIn } = useLayout();
  return <PostView key={id} id={id} onSignIn={openSignIn} />;
}
