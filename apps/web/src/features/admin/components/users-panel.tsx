import { ROLE_LABELS, ROLES, displayName, type Role } from '@pretoire/contracts';
import { useState } from 'react';
import { useAdminUsers } from '../api/admin-users';
import { Pager } from './pager';
import { field, primary } from '@/components/ui/styles';

const STATUS_LABELS: Record<string, string> = { active: 'Actif', pending: 'En attente', rejected: 'Refusé' };
const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR');

export function UsersPanel() {
  const [role, setRole] = useState<Role | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ role: role || undefined, q: q || undefined, page });
  return (
    <div className="space-y-4">
      <form role="search" aria-label="Rechercher un utilisateur" className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        onSubmit={(e) => { e.preventDefault(); setQ(String(new FormData(e.currentTarget).get('q') ?? '').trim()); setPage(1); }}>
        <div>
          <label htmlFor="users-q" className="mb-1 block text-sm font-medium">Nom ou e-mail</label>
          <input id="users-q" name="q" type="search" className={field} />
        </div>
        <div>
          <label htmlFor="users-role" className="mb-1 block text-sm font-medium">Rôle</label>
          <select id="users-role" value={role} onChange={(e) => { setRole(e.target.value as Role | ''); setPage(1); }} className={field}>
            <option value="">Tous les rôles</option>
            {ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
          </select>
        </div>
        <button className={primary}>Rechercher</button>
      </form>
      {users.isPending && <p role="status">Chargement des utilisateurs…</p>}
      {users.isError && <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">{users.error.message}</p>}
      {users.data && (
        <>
          <p aria-live="polite" className="text-sm text-ink-soft">{users.data.total} utilisateur(s)</p>
          <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white" tabIndex={0} role="region" aria-label="Liste des utilisateurs">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-paper text-left">
                <tr><th scope="col" className="p-2">Nom</th><th scope="col" className="p-2">E-mail</th><th scope="col" className="p-2">Rôle</th><th scope="col" className="p-2">Statut</th><th scope="col" className="p-2">Inscription</th></tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id} className="border-t border-ink/10">
                    <td className="p-2 font-medium">{displayName(u)}</td>
                    <td className="p-2">{u.email ?? '—'}{u.email && !u.emailVerified && <span className="ml-1 text-xs text-ink-soft">(non vérifié)</span>}</td>
                    <td className="p-2">{ROLE_LABELS[u.role]}</td>
                    <td className="p-2">{STATUS_LABELS[u.status] ?? u.status}{u.status === 'rejected' && u.rejectionReason && <span className="block text-xs text-ink-soft">{u.rejectionReason}</span>}</td>
                    <td className="p-2">{date(u.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {users.data.users.length === 0 && <p className="text-center text-ink-soft">Aucun utilisateur trouvé.</p>}
          <Pager page={page} totalPages={users.data.totalPages} onPage={setPage} label="Pagination des utilisateurs" />
        </>
      )}
    </div>
  );
}
