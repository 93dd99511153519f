import { displayName, lawyerTitle } from '@pretoire/contracts';
import { Check, FileText, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { useToast } from '@/components/ui/toast';
import { type PendingLawyer, useApproveLawyer, usePendingLawyers, useRejectLawyer } from '../api/pending-lawyers';
import { LookalikeLawyers } from './lookalike-lawyers';
import { RejectDialog } from './reject-dialog';

const LicenseViewer = lazy(() => import('./license-viewer'));
const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

function Row({ k, v }: { k: string; v: string | null | undefined }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2">
      <dt className="text-ink-soft">{k}</dt>
      <dd className="break-words">{v || '—'}</dd>
    </div>
  );
}

function LawyerReview({ l }: { l: PendingLawyer }) {
  const [showDoc, setShowDoc] = useState(false);
  const approve = useApproveLawyer();
  const reject = useRejectLawyer();
  const toast = useToast();
  const name = lawyerTitle(l);
  const busy = approve.isPending || reject.isPending;
  return (
    <li className={card} aria-labelledby={`lawyer-${l.id}`} data-lawyer={l.email ?? ''}>
      <h3 id={`lawyer-${l.id}`} className="text-lg font-semibold">
        {name}
      </h3>
      <dl className="mt-3 space-y-1 text-sm">
        <Row k="E-mail" v={`${l.email ?? ''}${l.emailVerified ? ' (vérifié)' : ' (non vérifié)'}`} />
        <Row k="Téléphone" v={l.phone} />
        <Row k="Barreau" v={l.barAssociation} />
        <Row k="Spécialisations" v={l.specializations.join(', ')} />
        <Row k="Présentation" v={l.bio} />
        <Row k="Inscrit le" v={date(l.createdAt)} />
        {l.rejectionReason && <Row k="Refus précédent" v={l.rejectionReason} />}
        {l.identityVerified && (
          <Row k="Identité" v="Déjà vérifiée : nouveau justificatif d’un avocat approuvé, nom, prénom et barreau verrouillés" />
        )}
      </dl>
      <LookalikeLawyers lawyers={l.duplicates} id={`lawyer-twins-${l.id}`} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          type="button"
          aria-expanded={showDoc}
          disabled={!l.hasLicenseDocument}
          onClick={() => setShowDoc(!showDoc)}
        >
          <FileText aria-hidden className="h-4 w-4" />
          {showDoc ? 'Masquer le document' : 'Voir le document'}
        </Button>
        <Button
          size="sm"
          type="button"
          disabled={busy}
          onClick={() =>
            approve.mutate(l.id, {
              onSuccess: () =>
                toast.show({ kind: 'success', title: 'Avocat approuvé ✓', description: `${name} peut désormais répondre aux questions.` }),
              onError: (e) => toast.show({ kind: 'error', title: 'Échec de l\u2019approbation', description: e.message }),
            })
          }
        >
          <Check aria-hidden className="h-4 w-4" />
          Approuver
        </Button>
        <RejectDialog
          name={name}
          busy={busy}
          trigger={
            <Button variant="danger" size="sm" type="button">
              <X aria-hidden className="h-4 w-4" />
              Refuser
            </Button>
          }
          onReject={async (reason) => {
            await reject.mutateAsync({ id: l.id, reason });
            toast.show({ kind: 'success', title: 'Inscription refusée ✓', description: `${displayName(l)} a été informé(e) du motif.` });
          }}
        />
      </div>
      {showDoc && (
        <div className="mt-4">
          <Suspense
            fallback={
              <p role="status" className="text-sm">
                Chargement du lecteur…
              </p>
            }
          >
            <LicenseViewer lawyerId={l.id} name={name} />
          </Suspense>
        </div>
      )}
    </li>
  );
}

export function PendingLawyers() {
  const q = usePendingLawyers();
  if (q.isPending) return <p role="status">Chargement des dossiers…</p>;
  if (q.isError)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
        {q.error.message}
      </p>
    );
  if (q.data.length === 0) return <p className={card}>Aucun avocat en attente d'approbation.</p>;
  return (
    <ul className="space-y-4">
      {q.data.map((l) => (
        <LawyerReview key={l.id} l={l} />
      ))}
    </ul>
  );
}
