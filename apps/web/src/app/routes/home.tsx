import { useLayout } from '@/components/layout/app-layout';
import { WelcomeBanner } from '@/features/auth';
import { PostList } from '@/features/posts/components/post-list';

export default function HomeRoute() {
  const { openSignIn } = useLayout();
  return (
    <>
      <WelcomeBanner />
      <PostList mode={{ kind: 'all' }} onSignIn={openSignIn} />
    </>
  );
}
