import { APPEAL_MESSAGES, APPEAL_STATEMENT_MAX, APPEAL_STATEMENT_MIN, APPEAL_TEXTS, OUT_OF_COURT_URL } from '@pretoire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/features/auth';
import { useContestableReport, useSendAppeal } from '../api/appeals-api';

/**
 * «Contester la décision»: opened from a decision mail (a visitor's link carries its signed token) or from a
 * notification. Members are recognised by their session.
 */
export function AppealPage() {
  const [params] = useSearchParams();
  const target = useContestableReport(params.get('report') ? null : params.get('target'));
  const reportId = params.get('report') ?? target.data?.reportId ?? '';
  const token = params.get('token') ?? undefined;
  const { user, loading } = useSession();
  const [statement, setStatement] = useState('');
  const send = useSendAppeal();
  const id = useId();
  const ok = statement.trim().length >= APPEAL_STATEMENT_MIN;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok) send.mutate({ reportId, statement: statement.trim(), token });
  };
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl">{APPEAL_TEXTS.contest}</h1>
      <p>
        Vous pouvez contester gratuitement une décision de modération pendant six mois. Votre recours est examiné par une autre personne que
        celle qui a pris la décision ; la réponse vous est envoyée par e-mail, avec ses motifs.
      </p>
      {target.isPending && target.fetchStatus !== 'idle' ? (
        <p role="status">Chargement…</p>
      ) : !reportId ? (
        <p role="alert">{target.error?.message ?? APPEAL_MESSAGES.badLink}</p>
      ) : send.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {send.data.message}
        </p>
      ) : !token && !user && !loading ? (
        <p role="alert">Connectez-vous avec le compte concerné par la décision pour la contester.</p>
      ) : (
        <form onSubmit={submit} className="space-y-2" aria-label={APPEAL_TEXTS.contest}>
          <label htmlFor={`${id}-s`} className="block font-medium">
            Pourquoi la décision vous paraît-elle erronée ?
          </label>
          <textarea
            id={`${id}-s`}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
            minLength={APPEAL_STATEMENT_MIN}
            maxLength={APPEAL_STATEMENT_MAX}
            rows={5}
            required
            className="w-full rounded-md border border-ink/20 bg-white px-3 py-2"
          />
          {send.isError && (
            <p role="alert" className="text-sm text-red-700">
              {send.error.message}
            </p>
          )}
          <button
            type="submit"
            disabled={!ok || send.isPending}
            className="rounded-md bg-ink px-4 py-2 font-medium text-white disabled:opacity-60"
          >
            {send.isPending ? 'Envoi…' : 'Envoyer mon recours'}
          </button>
        </form>
      )}
      <p className="text-sm text-ink-soft">
        Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié (
        <a href={OUT_OF_COURT_URL} className="underline" rel="noreferrer" target="_blank">
          liste de la Commission européenne
        </a>
        ) ou les juridictions compétentes.
      </p>
    </div>
  );
}
