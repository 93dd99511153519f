import { useParams } from 'react-router';
import { PostView } from '@/features/posts/components/post-view';
export default function PostRoute() {
  const { id = '' } = useParams();
  return <PostView id={id} />;
}
