import { CreatePostForm } from '@/features/posts/components/create-post-form';

export default function CreatePostRoute() {
  return <CreatePostForm />;
}
