import { useParams } from 'react-router';
import { PostList } from '@/features/posts/components/post-list';

export default function CategoryRoute() {
  const { id = '' } = useParams();
  return <PostList key={id} mode={{ kind: 'category', id }} />;
}
