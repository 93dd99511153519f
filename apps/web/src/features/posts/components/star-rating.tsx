import { useMarkSatisfactory } from '../api/mark-satisfactory';

export function StarRating({ postId, replyId }: { postId: string; replyId: string }) {
  const mark = useMarkSatisfactory(postId);
  return (
    <div role="group" aria-label="Marquer comme satisfaisante" className="mt-3 flex items-center gap-1 text-sm">
      <span className="mr-2">Réponse satisfaisante ? Notez-la :</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <button key={n} type="button" disabled={mark.isPending} onClick={() => mark.mutate({ replyId, rating: n })}
          aria-label={`${n} étoile${n > 1 ? 's' : ''}`} className="rounded px-1 text-xl text-accent">★</button>
      ))}
      {mark.isError && <span role="alert" className="ml-2 text-red-700">{mark.error.message}</span>}
    </div>
  );
}
