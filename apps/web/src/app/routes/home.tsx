import { WelcomeBanner } from '@/features/auth';
import { PostList } from '@/features/posts/components/post-list';

export default function HomeRoute() {
  return (
    <>
      <WelcomeBanner />
      <PostList mode={{ kind: 'all' }} />
    </>
  );
}
