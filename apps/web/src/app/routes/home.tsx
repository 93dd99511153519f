import { PostList } from '@/features/posts/components/post-list';
export default function HomeRoute() {
  return <PostList />;
}
