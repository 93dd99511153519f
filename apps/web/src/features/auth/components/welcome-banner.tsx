import { WELCOME_TEXTS as T } from '@pretoire/contracts';
import { PartyPopper, ShieldCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';

type Welcome = 'member' | 'lawyer';
const welcomeOf = (state: unknown): Welcome | null => {
  const w = (state as { welcome?: unknown } | null)?.welcome;
  return w === 'member' || w === 'lawyer' ? w : null;
};

/**
 * The first screen after sign-up (the dialog sends the new account to /home with `state.welcome`): a member gets a
 * welcome and the way to ask, a lawyer what happens next with the licence check. Closing it drops the state.
 */
export function WelcomeBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  // /home is server-rendered without history state: show the banner after hydration, never during it (a reload keeps
  // the state and would otherwise render markup the server did not send).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const welcome = hydrated ? welcomeOf(location.state) : null;
  if (!welcome) return null;
  const dismiss = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  const member = welcome === 'member';
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative mb-6 rounded-xl border border-accent/30 bg-white p-5 pr-12 shadow-sm"
      data-testid="welcome-banner"
    >
      {member ? (
        <PartyPopper aria-hidden className="mb-2 h-7 w-7 text-accent" />
      ) : (
        <ShieldCheck aria-hidden className="mb-2 h-7 w-7 text-accent" />
      )}
      <h2 id="welcome-title" className="font-serif text-xl">
        {member ? T.memberTitle(user?.nickname ?? '') : T.lawyerTitle}
      </h2>
      <p className="mt-1 text-ink-soft">{member ? T.memberText : T.lawyerText}</p>
      {member ? (
        <Link to={paths.createPost} className="mt-4 inline-block rounded-md bg-ink px-4 py-2 font-medium text-white hover:bg-ink-soft">
          {T.memberAction}
        </Link>
      ) : (
        <button
          type="button"
          onClick={dismiss}
          className="mt-4 inline-block rounded-md border border-ink/20 px-4 py-2 font-medium hover:border-ink"
        >
          {T.lawyerAction}
        </button>
      )}
      <button
        type="button"
        onClick={dismiss}
        aria-label={T.dismiss}
        className="absolute right-3 top-3 rounded p-2 text-ink-soft hover:text-ink"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
    </section>
  );
}
