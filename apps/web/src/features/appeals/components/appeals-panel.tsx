import {
  type AppealDecision,
  type AppealView,
  MODERATION_DECISION_LABELS,
  MODERATION_STATEMENT_MAX,
  MODERATION_STATEMENT_MIN,
  type ModerationDecision,
} from '@pretoire/contracts';
import { ConflictNotice } from '@/components/moderation/conflict-notice';
import { StatementForm } from '@/components/moderation/statement-form';
import { StatusFilter, useQueueStatus } from '@/components/moderation/status-filter';
import { Pager } from '@/components/ui/pager';
import { useToast } from '@/components/ui/toast';
import { useAppeals, useDecideAppeal } from '../api/appeals-api';

const dateFr = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const SIDE = { author: 'l’auteur du contenu', notifier: 'un signalant' } as const;
const OUTCOME = { uphold: 'Décision maintenue', reverse: 'Décision annulée' } as const;

function AppealForm({ appeal }: { appeal: AppealView }) {
  const decide = useDecideAppeal();
  const toast = useToast();
  return (
    <StatementForm<AppealDecision>
      compact
      label="Trancher le recours"
      choices={[
        { value: 'uphold', label: 'Maintenir la décision' },
        { value: 'reverse', label: 'Annuler la décision' },
      ]}
      choicesLegend="Décision sur le recours"
      statementLabel="Motivation (envoyée aux deux parties)"
      min={MODERATION_STATEMENT_MIN}
      max={MODERATION_STATEMENT_MAX}
      submitLabel="Enregistrer la décision sur le recours"
      pendingLabel="Enregistrement…"
      pending={decide.isPending}
      error={decide.isError ? decide.error.message : null}
      onSubmit={(decision = 'uphold', statement) =>
        decide.mutate(
          { id: appeal._id, body: { decision, statement } },
          { onSuccess: () => toast.show({ title: 'Recours tranché.', kind: 'success' }) },
        )
      }
    />
  );
}

function AppealCard({ appeal }: { appeal: AppealView }) {
  const d = appeal.decision;
  return (
    <li className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm" data-appeal={appeal._id}>
      <p className="font-medium">
        Recours de {SIDE[appeal.side]} ({appeal.appellant}) · {dateFr(appeal.createdAt)}
      </p>
      <p className="mt-1 text-sm">
        Décision contestée : <strong>{MODERATION_DECISION_LABELS[d.decision as ModerationDecision]}</strong> le {dateFr(d.createdAt)} — «{' '}
        {d.statement} »
      </p>
      <blockquote className="mt-2 rounded-lg bg-paper p-3 text-sm">
        {d.snapshot.title && <p className="font-semibold">{d.snapshot.title}</p>}
        <p className="line-clamp-6 whitespace-pre-line break-words">{d.snapshot.content ?? d.snapshot.bio ?? ''}</p>
      </blockquote>
      <p className="mt-2 text-sm">
        <span className="font-medium">Motifs du recours :</span> {appeal.statement}
      </p>
      {appeal.outcome ? (
        <p className="mt-2 text-sm">
          <strong>{OUTCOME[appeal.outcome]}</strong> : {appeal.answer}
        </p>
      ) : appeal.conflict ? (
        <ConflictNotice reason={appeal.conflict} />
      ) : (
        <AppealForm appeal={appeal} />
      )}
    </li>
  );
}

/** The «Recours» tab: complaints awaiting an answer (oldest first) and those decided. */
export function AppealsPanel() {
  const { status, page, setPage, show } = useQueueStatus();
  const q = useAppeals(status, page);
  return (
    <div className="space-y-4">
      <StatusFilter status={status} onChange={show} legend="Recours affichés" labels={{ open: 'À examiner', decided: 'Tranchés' }} />
      {q.isPending && <p>Chargement…</p>}
      {q.isError && <p role="alert">{q.error.message}</p>}
      {q.data && q.data.appeals.length === 0 && <p className="text-ink-soft">Aucun recours.</p>}
      {q.data && (
        <>
          <ul className="space-y-3">
            {q.data.appeals.map((a) => (
              <AppealCard key={a._id} appeal={a} />
            ))}
          </ul>
          <Pager page={page} totalPages={q.data.totalPages} onPage={setPage} label="Pagination des recours" />
        </>
      )}
    </div>
  );
}
