import { GUARD_MESSAGES, type Role } from '@pretoire/contracts';
import { Clock, Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { useLayout } from './app-layout';

export type GuardVerdict = 'loading' | 'ok' | keyof typeof GUARD_MESSAGES;

/** Pure guard rule (spec §2), checked in order: session, role, lawyer approval. */
export function guardVerdict(
  session: { loading: boolean; user: { role: Role; status: string } | null },
  rule: { roles?: Role[]; requireApproval?: boolean },
): GuardVerdict {
  if (session.loading) return 'loading';
  if (!session.user) return 'signIn';
  if (rule.roles && !rule.roles.includes(session.user.role)) return 'role';
  if (rule.requireApproval && session.user.role === 'lawyer' && session.user.status !== 'active') return 'pending';
  return 'ok';
}

const icons = { signIn: Lock, role: ShieldAlert, pending: Clock } as const;

export function RouteGuard(props: { roles?: Role[]; requireApproval?: boolean; fallback?: ReactNode; children: ReactNode }) {
  const session = useSession();
  const { openSignIn } = useLayout();
  const verdict = guardVerdict(session, props);
  if (verdict === 'loading')
    return (
      <p role="status" className="p-8 text-center text-ink-soft">
        Chargement…
      </p>
    );
  if (verdict === 'ok') return <>{props.children}</>;
  if (props.fallback) return <>{props.fallback}</>;
  const Icon = icons[verdict];
  return (
    <div role="alert" className="mx-auto my-12 max-w-lg rounded-xl border border-ink/10 bg-white p-8 text-center shadow-sm">
      <Icon aria-hidden className="mx-auto h-10 w-10 text-accent" />
      <p className="mt-4 text-lg">{GUARD_MESSAGES[verdict]}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {verdict === 'signIn' && (
          <button type="button" onClick={openSignIn} className="rounded-md bg-ink px-4 py-2 font-medium text-white hover:bg-ink-soft">
            Se connecter
          </button>
        )}
        {verdict === 'pending' && (
          <Link to={paths.profile} className="rounded-md bg-ink px-4 py-2 font-medium text-white hover:bg-ink-soft">
            Voir mon profil
          </Link>
        )}
        <Link to={paths.home} className="rounded-md border border-ink/20 px-4 py-2 font-medium hover:border-ink">
          Retour aux questions
        </Link>
      </div>
    </div>
  );
}
