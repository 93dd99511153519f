import {
  MODERATION_DECISION_LABELS,
  MODERATION_DONE_TOAST,
  MODERATION_STATEMENT_MAX,
  MODERATION_STATEMENT_MIN,
  type ModerationDecision,
  REPORT_REASON_LABELS,
  type ReportGroup,
  SUSPENSION_DAYS_MAX,
} from '@pretoire/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConflictNotice } from '@/components/moderation/conflict-notice';
import { StatementForm } from '@/components/moderation/statement-form';
import { StatusFilter, useQueueStatus } from '@/components/moderation/status-filter';
import { Pager } from '@/components/ui/pager';
import { useToast } from '@/components/ui/toast';
import { useDecide, useReportQueue } from '../api/trust-api';

const TYPE_LABELS = { post: 'Question', reply: 'Réponse', user: 'Profil', consultation_message: 'Message de consultation privée' } as const;
/** A profile and a private message are kept (with a suspension if needed), never hidden or deleted from here. */
const KEEP_ONLY = new Set(['user', 'consultation_message']);
const dateFr = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

const CHOICE_LABELS = { keep: 'Conserver', hide: 'Masquer', delete: 'Supprimer', restore: 'Rétablir' } as const;

function DecisionForm({ group, restore }: { group: ReportGroup; restore?: boolean }) {
  const choices: ModerationDecision[] = KEEP_ONLY.has(group.targetType) ? ['keep'] : ['keep', 'hide', 'delete'];
  const [days, setDays] = useState('');
  const decide = useDecide();
  const toast = useToast();
  const submit = (choice: ModerationDecision | undefined, statement: string) => {
    const decision = restore ? 'restore' : (choice ?? choices[0]);
    const suspendDays = days ? Number(days) : undefined;
    decide.mutate(
      { id: group._id, body: { decision, statement, suspendDays } },
      // The group leaves the queue at once: without this, nothing would say the decision was taken.
      { onSuccess: () => toast.show({ ...MODERATION_DONE_TOAST(group.targetType, decision, suspendDays), kind: 'success' }) },
    );
  };
  return (
    <StatementForm
      compact
      label={restore ? 'Rétablir' : 'Décider'}
      choices={restore ? undefined : choices.map((c) => ({ value: c, label: CHOICE_LABELS[c] }))}
      choicesLegend="Décision"
      statementLabel={`Motivation (envoyée à l’auteur${group.count ? ' ; le signalant reçoit la décision' : ''})`}
      min={MODERATION_STATEMENT_MIN}
      max={MODERATION_STATEMENT_MAX}
      submitLabel={restore ? 'Rétablir le contenu' : 'Enregistrer la décision'}
      pendingLabel="Enregistrement…"
      pending={decide.isPending}
      error={decide.isError ? decide.error.message : null}
      onSubmit={submit}
    >
      {!restore && (
        <label className="flex flex-wrap items-center gap-2 text-sm">
          Suspendre le compte de l’auteur pendant
          <input
            type="number"
            min={1}
            max={SUSPENSION_DAYS_MAX}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="w-20 rounded-md border border-ink/20 px-2 py-1"
            aria-label="Durée de suspension en jours"
          />
          jours (facultatif)
        </label>
      )}
    </StatementForm>
  );
}

function GroupCard({ group }: { group: ReportGroup }) {
  const link = group.postId ? `/post/${group.postId}` : group.targetType === 'user' ? `/avocats/${group.targetId}` : null;
  return (
    <li className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm" data-report-group={group._id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {TYPE_LABELS[group.targetType]}
          {group.owner && <span className="text-ink-soft"> · {group.owner.name}</span>}
          {group.hidden && <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-900">masqué</span>}
          {group.hidden === null && <span className="ml-2 rounded bg-ink/5 px-1.5 py-0.5 text-xs">supprimé</span>}
        </p>
        <p className="text-sm text-ink-soft">
          {group.count} signalement{group.count > 1 ? 's' : ''} · depuis le {dateFr(group.firstReportedAt)}
        </p>
      </div>
      <blockquote className="mt-2 rounded-lg bg-paper p-3 text-sm">
        {group.snapshot.title && <p className="font-semibold">{group.snapshot.title}</p>}
        {group.snapshot.name && <p className="font-semibold">{group.snapshot.name}</p>}
        <p className="line-clamp-6 whitespace-pre-line break-words">{group.snapshot.content ?? group.snapshot.bio ?? ''}</p>
      </blockquote>
      {link && (
        <Link to={link} className="mt-1 inline-block text-sm underline">
          Voir sur le site
        </Link>
      )}
      {group.reasons.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
          {group.reasons.map((r) => (
            <li key={r.reason} className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-950 ring-1 ring-amber-700/20">
              {REPORT_REASON_LABELS[r.reason]} × {r.count}
            </li>
          ))}
        </ul>
      )}
      {group.reports.some((r) => r.details) && (
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {group.reports
            .filter((r) => r.details)
            .map((r) => (
              <li key={r._id}>
                {r.reporter} : « {r.details} »
              </li>
            ))}
        </ul>
      )}
      {group.decision ? (
        <div className="mt-3 text-sm">
          <p>
            <span className="font-medium">{MODERATION_DECISION_LABELS[group.decision.decision]}</span> le {dateFr(group.decision.createdAt)}
            {group.decision.suspendedUntil && ` · compte suspendu jusqu’au ${dateFr(group.decision.suspendedUntil)}`}
          </p>
          <p className="text-ink-soft">Motif : {group.decision.statement}</p>
          {group.hidden &&
            (group.decision.decision === 'hide' || group.decision.decision === 'delete') &&
            (group.conflict ? <ConflictNotice reason={group.conflict} /> : <DecisionForm group={group} restore />)}
        </div>
      ) : group.conflict ? (
        <ConflictNotice reason={group.conflict} />
      ) : (
        <DecisionForm group={group} />
      )}
    </li>
  );
}

/** The «Signalements» tab: open reports grouped by target, and the history of decisions. */
export function ReportsPanel() {
  const { status, page, setPage, show } = useQueueStatus();
  const q = useReportQueue(status, page);
  return (
    <div className="space-y-4">
      <StatusFilter status={status} onChange={show} legend="Filtre" labels={{ open: 'À traiter', decided: 'Décisions' }} />
      {q.isPending && <p role="status">Chargement…</p>}
      {q.isError && <p role="alert">{q.error.message}</p>}
      {q.data && q.data.groups.length === 0 && (
        <p className="rounded-xl border border-dashed border-ink/20 bg-white p-6 text-center text-ink-soft">
          {status === 'open' ? 'Aucun signalement en attente.' : 'Aucune décision pour l’instant.'}
        </p>
      )}
      {q.data && q.data.groups.length > 0 && (
        <ul className="space-y-4">
          {q.data.groups.map((g) => (
            <GroupCard key={`${g._id}-${g.decision?._id ?? 'open'}`} group={g} />
          ))}
        </ul>
      )}
      {q.data && <Pager page={page} totalPages={q.data.totalPages} onPage={setPage} label="Pagination des signalements" />}
    </div>
  );
}
