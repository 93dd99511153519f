import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_TITLE_MAX, POST_TITLE_MIN } from '@pretoire/contracts';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { useCreatePost } from '../api/create-post';

const field = 'mt-1 w-full rounded-md border border-ink/20 bg-white px-3 py-2';

export function CreatePostForm() {
  const categories = useCategories();
  const create = useCreatePost();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    create.mutate(
      { title: String(d.get('title')), content: String(d.get('content')), category: String(d.get('category')) },
      { onSuccess: (post) => void navigate(paths.post(post._id)) },
    );
  };
  return (
    <form onSubmit={submit} className="mx-auto max-w-2xl space-y-5">
      <h1 className="text-3xl">Poser une question</h1>
      <label className="block font-medium">Titre
        <input name="title" required minLength={POST_TITLE_MIN} maxLength={POST_TITLE_MAX} className={field} />
      </label>
      <label className="block font-medium">Catégorie
        <select name="category" required className={field} defaultValue="">
          <option value="" disabled>Choisissez une catégorie</option>
          {categories.data?.map((c) => <option key={c._id} value={c._id}>{c.name}</option>)}
        </select>
      </label>
      <label className="block font-medium">Votre situation
        <textarea name="content" required minLength={POST_CONTENT_MIN} maxLength={POST_CONTENT_MAX} rows={8} className={field} />
      </label>
      {create.isError && <p role="alert" className="text-red-700">{create.error.message}</p>}
      <button disabled={create.isPending} className="rounded-md bg-ink px-5 py-2.5 font-medium text-white disabled:opacity-60">
        {create.isPending ? 'Publication…' : 'Publier ma question'}
      </button>
    </form>
  );
}
