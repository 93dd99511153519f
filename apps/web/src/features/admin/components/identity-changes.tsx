import { lawyerTitle } from '@pretoire/contracts';
import { Check, FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { useToast } from '@/components/ui/toast';
import { downloadIdentityLicense, useDecideIdentityChange, useIdentityChanges } from '../api/identity-changes';
import { LookalikeLawyers } from './lookalike-lawyers';

const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** Verified lawyers' requests to change name or bar, «avant / après» and look-alike lawyers beside: checked against the licence sent, then approved or refused. */
export function IdentityChanges() {
  const q = useIdentityChanges();
  const decide = useDecideIdentityChange();
  const toast = useToast();
  if (q.isPending || q.isError || q.data.length === 0) return null;
  const openLicense = async (id: string) => {
    try {
      const url = URL.createObjectURL(await downloadIdentityLicense(id));
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      toast.show({ kind: 'error', title: 'Justificatif indisponible', description: (e as Error).message });
    }
  };
  return (
    <section aria-labelledby="identity-changes" className="mt-8 space-y-4">
      <h3 id="identity-changes" className="text-xl">
        Changements de nom ou de barreau ({q.data.length})
      </h3>
      <ul className="space-y-4">
        {q.data.map((r) => {
          const from = lawyerTitle({ firstName: r.current.firstName, lastName: r.current.lastName, role: 'lawyer', isDeleted: false });
          const to = lawyerTitle({ firstName: r.firstName, lastName: r.lastName, role: 'lawyer', isDeleted: false });
          const run = (decision: 'approve' | 'refuse') =>
            decide.mutate(
              { id: r.userId, decision },
              {
                onSuccess: (res) => toast.show({ kind: 'success', title: res.message }),
                onError: (e) => toast.show({ kind: 'error', title: 'Échec de la décision', description: e.message }),
              },
            );
          return (
            <li key={r.userId} className={card} data-identity-request={r.userId}>
              <p>
                <strong>{from}</strong> demande une modification le {date(r.requestedAt)}.
              </p>
              <table className="mt-2 w-full text-left text-sm">
                <caption className="sr-only">Identité avant et après la demande de {from}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-2 font-normal text-ink-soft">
                      <span className="sr-only">Champ</span>
                    </th>
                    <th scope="col" className="pr-2">
                      Avant
                    </th>
                    <th scope="col">Après</th>
                  </tr>
                </thead>
                <tbody>
                  {(
                    [
                      ['Prénom', r.current.firstName, r.firstName],
                      ['Nom', r.current.lastName, r.lastName],
                      ['Barreau', r.current.barAssociation, r.barAssociation],
                    ] as const
                  ).map(([k, before, after]) => (
                    <tr key={k}>
                      <th scope="row" className="pr-2 font-normal text-ink-soft">
                        {k}
                      </th>
                      <td className="pr-2 break-words">{before ?? '—'}</td>
                      <td className={`break-words ${before === after ? '' : 'font-semibold'}`}>{after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm">
                <span className="text-ink-soft">Motif : </span>
                {r.reason ?? '—'}
              </p>
              <p className="sr-only">Nouveau nom demandé : {to}.</p>
              <LookalikeLawyers lawyers={r.duplicates} id={`identity-twins-${r.userId}`} />
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="outline" size="sm" type="button" onClick={() => openLicense(r.userId)}>
                  <FileText aria-hidden className="h-4 w-4" />
                  Voir le justificatif
                </Button>
                <Button size="sm" type="button" disabled={decide.isPending} onClick={() => run('approve')}>
                  <Check aria-hidden className="h-4 w-4" />
                  Approuver le changement
                </Button>
                <Button variant="danger" size="sm" type="button" disabled={decide.isPending} onClick={() => run('refuse')}>
                  <X aria-hidden className="h-4 w-4" />
                  Refuser
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
