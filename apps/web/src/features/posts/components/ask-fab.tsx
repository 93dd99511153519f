import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { AskSignUpLink } from './ask-sign-up-link';

const fab =
  'fixed bottom-5 right-5 z-30 inline-flex h-14 items-center gap-2 rounded-full bg-accent px-4 font-medium text-white shadow-lg shadow-accent/30 transition hover:bg-[#7c3c15] sm:px-5';

/**
 * Floating «ask» button. Members go to the form (in the current category when there is one);
 * visitors are invited to sign up (an account comes first); lawyers and admins cannot ask, so they see nothing.
 */
export function AskFab({ category }: { category?: string }) {
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
  return <AskSignUpLink className={fab}>{label}</AskSignUpLink>;
}
