import {
  type AppealDecision,
  type AppealView,
  MODERATION_DECISION_LABELS,
  MODERATION_STATEMENT_MAX,
  MODERATION_STATEMENT_MIN,
  type ModerationDecision,
} from '@pretoire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/features/auth';
import { useAppeals, useDecideAppeal } from '../api/appeals-api';

const dateFr = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const SIDE = { author: 'l’auteur du contenu', notifier: 'un signalant' } as const;
const OUTCOME = { uphold: 'Décision maintenue', reverse: 'Décision annulée' } as const;

function AppealForm({ appeal }: { appeal: AppealView }) {
  const [decision, setDecision] = useState<AppealDecision>('uphold');
  const [statement, setStatement] = useState('');
  const decide = useDecideAppeal();
  const toast = useToast();
  const id = useId();
  const ok = statement.trim().length >= MODERATION_STATEMENT_MIN;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ok) return;
    decide.mutate(
      { id: appeal._id, body: { decision, statement: statement.trim() } },
      { onSuccess: () => toast.show({ title: 'Recours tranché.', kind: 'success' }) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2 border-t border-ink/10 pt-3" aria-label="Trancher le recours">
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="sr-only">Décision sur le recours</legend>
        {(['uphold', 'reverse'] as const).map((c) => (
          <label key={c} className="inline-flex items-center gap-1.5">
            <input type="radio" name={`${id}-d`} checked={decision === c} onChange={() => setDecision(c)} />
            {c === 'uphold' ? 'Maintenir la décision' : 'Annuler la décision'}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-s`} className="block text-sm font-medium">
        Motivation (envoyée aux deux parties)
      </label>
      <textarea
        id={`${id}-s`}
        value={statement}
        onChange={(e) => setStatement(e.target.value)}
        minLength={MODERATION_STATEMENT_MIN}
        maxLength={MODERATION_STATEMENT_MAX}
        rows={3}
        required
        className="w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm"
      />
      {decide.isError && (
        <p role="alert" className="text-sm text-red-700">
          {decide.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={!ok || decide.isPending}
        className="rounded-md bg-ink px-4 py-1.5 text-sm font-medium text-white disabled:opacity-60"
      >
        {decide.isPending ? 'Enregistrement…' : 'Enregistrer la décision sur le recours'}
      </button>
    </form>
  );
}

function AppealCard({ appeal, me }: { appeal: AppealView; me: string | undefined }) {
  const d = appeal.decision;
  const own = d.actor !== null && d.actor === me;
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
      ) : own ? (
        <p className="mt-2 text-sm text-ink-soft">Vous avez pris la décision contestée : une autre personne doit trancher ce recours.</p>
      ) : (
        <AppealForm appeal={appeal} />
      )}
    </li>
  );
}

/** The «Recours» tab: complaints awaiting an answer (oldest first) and those decided. */
export function AppealsPanel() {
  const [status, setStatus] = useState<'open' | 'decided'>('open');
  const [page, setPage] = useState(1);
  const q = useAppeals(status, page);
  const { user } = useSession();
  return (
    <div className="space-y-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">Recours affichés</legend>
        {(['open', 'decided'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className="rounded-full border border-ink/20 px-3 py-1 text-sm aria-pressed:bg-ink aria-pressed:text-white"
          >
            {s === 'open' ? 'À examiner' : 'Tranchés'}
          </button>
        ))}
      </fieldset>
      {q.isPending && <p>Chargement…</p>}
      {q.isError && <p role="alert">{q.error.message}</p>}
      {q.data && q.data.appeals.length === 0 && <p className="text-ink-soft">Aucun recours.</p>}
      {q.data && (
        <>
          <ul className="space-y-3">
            {q.data.appeals.map((a) => (
              <AppealCard key={a._id} appeal={a} me={user?.id} />
            ))}
          </ul>
          <Pager page={page} totalPages={q.data.totalPages} onPage={setPage} label="Pagination des recours" />
        </>
      )}
    </div>
  );
}
