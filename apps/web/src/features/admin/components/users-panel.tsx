import { displayName, ROLE_LABELS, ROLES, type Role } from '@pretoire/contracts';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { ModeratorToggle } from '@/features/appeals';
import { useAdminUsers, useSetTrustedFlagger } from '../api/admin-users';
import { ListState, SearchFilterForm } from './search-filter-form';

const STATUS_LABELS: Record<string, string> = { active: 'Actif', pending: 'En attente', rejected: 'Refusé' };
const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR');

export function UsersPanel() {
  const [role, setRole] = useState<Role | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ role: role || undefined, q: q || undefined, page });
  const flag = useSetTrustedFlagger();
  return (
    <div className="space-y-4">
      <SearchFilterForm
        id="users"
        label="Rechercher un utilisateur"
        textLabel="Nom ou e-mail"
        filterLabel="Rôle"
        allLabel="Tous les rôles"
        options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        filter={role}
        onFilter={(v) => {
          setRole(v);
          setPage(1);
        }}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <ListState pending={users.isPending} error={users.error} loading="Chargement des utilisateurs…" />
      {users.data && (
        <>
          <p aria-live="polite" className="text-sm text-ink-soft">
            {users.data.total} utilisateur(s)
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a scrollable table must be focusable to scroll by keyboard (axe: scrollable-region-focusable); <section> would add an outline entry. */}
          <div
            className="overflow-x-auto rounded-xl border border-ink/10 bg-white"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll by keyboard (axe: scrollable-region-focusable).
            tabIndex={0}
            role="region"
            aria-label="Liste des utilisateurs"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-paper text-left">
                <tr>
                  <th scope="col" className="p-2">
                    Nom
                  </th>
                  <th scope="col" className="p-2">
                    E-mail
                  </th>
                  <th scope="col" className="p-2">
                    Rôle
                  </th>
                  <th scope="col" className="p-2">
                    Statut
                  </th>
                  <th scope="col" className="p-2">
                    Inscription
                  </th>
                  <th scope="col" className="p-2">
                    Signaleur de confiance
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id} className="border-t border-ink/10">
                    <td className="p-2 font-medium">{displayName(u)}</td>
                    <td className="p-2">
                      {u.email ?? '—'}
                      {u.email && !u.emailVerified && <span className="ml-1 text-xs text-ink-soft">(non vérifié)</span>}
                    </td>
                    <td className="p-2">
                      {ROLE_LABELS[u.role]}
                      {u.moderator && <span className="ml-1 text-xs text-ink-soft">(modérateur)</span>}
                      <span className="mt-1 block">
                        <ModeratorToggle user={u} />
                      </span>
                    </td>
                    <td className="p-2">
                      {STATUS_LABELS[u.status] ?? u.status}
                      {u.status === 'rejected' && u.rejectionReason && (
                        <span className="block text-xs text-ink-soft">{u.rejectionReason}</span>
                      )}
                    </td>
                    <td className="p-2">{date(u.createdAt)}</td>
                    <td className="p-2">
                      <input
                        type="checkbox"
                        aria-label={`Signaleur de confiance : ${displayName(u)}`}
                        checked={u.trustedFlagger}
                        disabled={flag.isPending}
                        onChange={(e) => flag.mutate({ id: u.id, trusted: e.target.checked })}
                      />
                    </td>
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
