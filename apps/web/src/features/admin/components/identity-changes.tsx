import { lawyerTitle } from '@pretoire/contracts';
import { Check, FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { useToast } from '@/components/ui/toast';
import { downloadIdentityLicense, useDecideIdentityChange, useIdentityChanges } from '../api/identity-changes';

const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** Approved lawyers' requests to change name or bar: checked against the licence sent, then approved or refused. */
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
            <li key={r.userId} className={card}>
              <p>
                <strong>{from}</strong> ({r.current.barAssociation ?? '—'}) demande à devenir <strong>{to}</strong> ({r.barAssociation}), le{' '}
                {date(r.requestedAt)}.
              </p>
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
