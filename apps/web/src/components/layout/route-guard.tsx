import { GUARD_MESSAGES, type Role } from '@pretoire/contracts';
import type { ReactNode } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';

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

export function RouteGuard(props: { roles?: Role[]; requireApproval?: boolean; fallback?: ReactNode; children: ReactNode }) {
  const session = useSession();
  const verdict = guardVerdict(session, props);
  if (verdict === 'loading') return <p role="status" className="p-8 text-center text-ink-soft">Chargement…</p>;
  if (verdict === 'ok') return <>{props.children}</>;
  if (props.fallback) return <>{props.fallback}</>;
  return (
    <div role="alert" className="mx-auto my-16 max-w-lg rounded-xl border border-ink/10 bg-white p-8 text-center shadow-sm">
      <p className="text-lg">{GUARD_MESSAGES[verdict]}</p>
    </div>
  );
}
