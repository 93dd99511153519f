import { ROLE_LABELS, TOASTS, displayName } from '@pretoire/contracts';
import { Scale } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';

const LoginDialog = lazy(() => import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })));

export function NavBar() {
  const { user, logout } = useSession();
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <header className="border-b border-ink/10 bg-white">
      <nav aria-label="Navigation principale" className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <Link to={paths.home} className="flex items-center gap-2 font-serif text-xl font-semibold">
          <Scale aria-hidden className="h-6 w-6 text-accent" /> Prétoire
        </Link>
        {user ? (
          <div className="flex items-center gap-3 text-sm">
            {user.role === 'user' && <Link to={paths.myPosts}>Mes questions</Link>}
            {user.role === 'lawyer' && <Link to={paths.activities}>Mes Activités</Link>}
            {user.role === 'admin' && <Link to={paths.admin}>Admin Dashboard</Link>}
            <Link to={paths.profile} title={ROLE_LABELS[user.role]}>Mon Profil · {displayName(user)}</Link>
            <button
              type="button"
              className="rounded-md border border-ink/20 px-3 py-1.5"
              onClick={async () => {
                await logout();
                toast.show({ ...TOASTS.logout, kind: 'success' });
                void navigate(paths.home);
              }}
            >
              Se Déconnecter
            </button>
          </div>
        ) : (
          <div className="flex gap-2 text-sm">
            <button type="button" onClick={() => setOpen(true)} className="rounded-md px-3 py-1.5">Se Connecter</button>
            <button type="button" onClick={() => setOpen(true)} className="rounded-md bg-ink px-3 py-1.5 text-white">S'inscrire</button>
          </div>
        )}
      </nav>
      {open && <Suspense fallback={null}><LoginDialog open={open} onOpenChange={setOpen} /></Suspense>}
    </header>
  );
}
