import type { PrivateUser } from '@pretoire/contracts';
import { useSetModerator } from '../api/appeals-api';

/** In the admin's users panel: appoint or remove a moderator (never on an admin). */
export function ModeratorToggle({ user }: { user: Pick<PrivateUser, 'role' | 'moderator'> & { id: string } }) {
  const set = useSetModerator();
  if (user.role === 'admin') return null;
  return (
    <>
      <button
        type="button"
        disabled={set.isPending}
        onClick={() => set.mutate({ id: user.id, moderator: !user.moderator })}
        className="rounded-md border border-ink/20 px-2 py-0.5 text-xs disabled:opacity-60"
      >
        {user.moderator ? 'Retirer le rôle de modérateur' : 'Nommer modérateur'}
      </button>
      {set.isError && (
        <span role="alert" className="block text-xs text-red-700">
          {set.error.message}
        </span>
      )}
    </>
  );
}
