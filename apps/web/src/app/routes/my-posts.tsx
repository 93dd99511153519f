import { PostList } from '@/features/posts/components/post-list';

export default function MyPostsRoute() {
  return <PostList mode={{ kind: 'mine' }} />;
}
