import { useLayout } from '@/components/layout/app-layout';
import { PostList } from '@/features/posts/components/post-list';

export default function HomeRoute() {
  const { openSignIn } = useLayout();
  return <PostList mode={{ kind: 'all' }} onSignIn={openSignIn} />;
}
