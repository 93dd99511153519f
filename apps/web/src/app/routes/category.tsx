import { useParams } from 'react-router';
import { useLayout } from '@/components/layout/app-layout';
import { PostList } from '@/features/posts/components/post-list';

export default function CategoryRoute() {
  const { id = '' } = useParams();
  const { openSignIn } = useLayout();
  return <PostList key={id} mode={{ kind: 'category', id }} onSignIn={openSignIn} />;
}
