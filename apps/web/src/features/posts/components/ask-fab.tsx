import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';

const fab =
  'fixed bottom-5 right-5 z-30 inline-flex h-14 items-center gap-2 rounded-full bg-accent px-4 font-medium text-white shadow-lg shadow-accent/30 transition hover:bg-[#7c3c15] sm:px-5';

/**
 * Floating «ask» button. Members go to the form (in the current category when there is one);
 * visitors are invited to sign in (the button opens the sign-in dialog); lawyers and admins cannot ask, so they see nothing.
 */
export function AskFab({ category, onSignIn }: { category?: string; onSignIn?: () => void }) {
  const { user, loading } = useSession();
  if (loading || (user && user.role !== 'user')) return null;
  const label = (
    <>
      <PenLine aria-hidden className="h-5 w-5" />
      <span className="sr-only sm:not-sr-only">Poser une question</span>
    </>
  );
  if (user) {
    return (
      <Link to={paths.createPost + (category ? `?category=${encodeURIComponent(category)}` : '')} className={fab}>
        {label}
      </Link>
    );
  }
  // Visitors: the same button opens the sign-in dialog, where they can also create a member account.
  return (
    <button type="button" data-tap="ask-fab" onClick={onSignIn} className={fab} aria-haspopup="dialog">
      {label}
    </button>
  );
}
