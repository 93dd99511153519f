import { GUARD_MESSAGES, type Role } from '@pretoire/contracts';
import { Clock, Lock, ShieldAlert } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { TOKEN_KEY } from '@/lib/api-client';
import { SITE_NAME } from '@/ssr/head';
import { useAuthDialog } from './auth-dialog-host';
import { ACCOUNT_MODES, ACCOUNT_PARAM, GUARD_TEXTS } from './guard-texts';
import { HydrationMark } from './hydration-mark';

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

const hasStoredToken = () => {
  try {
    return !!localStorage.getItem(TOKEN_KEY);
  } catch {
    return false;
  }
};

const icons = { signIn: Lock, role: ShieldAlert, pending: Clock } as const;
const primary = 'rounded-md bg-ink px-4 py-2 font-medium text-white hover:bg-ink-soft';
const secondary = 'rounded-md border border-ink/20 px-4 py-2 font-medium hover:border-ink';

export function RouteGuard(props: { roles?: Role[]; requireApproval?: boolean; fallback?: ReactNode; children: ReactNode }) {
  const session = useSession();
  const verdict = guardVerdict(session, props);
  if (verdict === 'loading')
    return (
      <p role="status" className="p-8 text-center text-ink-soft">
        Chargement…
      </p>
    );
  if (verdict === 'ok') return <>{props.children}</>;
  if (props.fallback) return <>{props.fallback}</>;
  return <Refused verdict={verdict} />;
}

/**
 * The refusal page: server-rendered for a visitor (the server renders signed out), so its links work before the app
 * has started. «Créer un compte» and «Se connecter» are links to this same page with `?compte=…`: followed before the
 * app runs, the page comes back and opens the dialog once it has; once it runs, a click opens the dialog at once.
 */
function Refused({ verdict }: { verdict: Exclude<GuardVerdict, 'loading' | 'ok'> }) {
  const { openAuth } = useAuthDialog();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = verdict === 'signIn' ? ACCOUNT_MODES[params.get(ACCOUNT_PARAM) as keyof typeof ACCOUNT_MODES] : undefined;
  useEffect(() => {
    if (!asked) return;
    openAuth(asked);
    void navigate(pathname, { replace: true });
  }, [asked, openAuth, navigate, pathname]);
  const { title, text } = GUARD_TEXTS[verdict];
  useEffect(() => {
    document.title = `${title} — ${SITE_NAME}`;
    // The template hid a visitor's refusal from a stored session (index.html): no session after all, show it.
    if (!hasStoredToken()) document.documentElement.removeAttribute('data-session');
  }, [title]);
  const open = (mode: 'login' | 'register') => (e: MouseEvent) => {
    e.preventDefault();
    openAuth(mode);
  };
  const Icon = icons[verdict];
  return (
    <section
      aria-labelledby="guard-title"
      data-guard={verdict}
      className="mx-auto my-12 max-w-lg rounded-xl border border-ink/10 bg-white p-8 text-center shadow-sm"
    >
      <HydrationMark part="page" />
      <Icon aria-hidden className="mx-auto h-10 w-10 text-accent" />
      <h1 id="guard-title" className="mt-4 text-2xl">
        {title}
      </h1>
      <p className="mt-3 text-ink-soft">{text}</p>
      {/* The spec's sentence, verbatim (spec §2), in its own language for screen readers. */}
      <p role="alert" lang="en" className="mt-3 text-sm text-ink-soft">
        {GUARD_MESSAGES[verdict]}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {verdict === 'signIn' && (
          <>
            <a href={`${pathname}?${ACCOUNT_PARAM}=inscription`} onClick={open('register')} className={primary}>
              Créer un compte
            </a>
            <a href={`${pathname}?${ACCOUNT_PARAM}=connexion`} onClick={open('login')} className={secondary}>
              Se connecter
            </a>
          </>
        )}
        {verdict === 'pending' && (
          <Link to={paths.profile} className={primary}>
            Voir mon profil
          </Link>
        )}
        <Link
          to={paths.home}
          className={verdict === 'signIn' ? 'rounded-md px-4 py-2 font-medium underline-offset-4 hover:underline' : secondary}
        >
          Retour aux questions
        </Link>
      </div>
    </section>
  );
}
