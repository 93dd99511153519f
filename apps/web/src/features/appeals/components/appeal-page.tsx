import { APPEAL_MESSAGES, APPEAL_STATEMENT_MAX, APPEAL_STATEMENT_MIN, APPEAL_TEXTS, OUT_OF_COURT_URL } from '@pretoire/contracts';
import { useSearchParams } from 'react-router';
import { StatementForm } from '@/components/moderation/statement-form';
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
  const send = useSendAppeal();
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
        <StatementForm
          label={APPEAL_TEXTS.contest}
          statementLabel="Pourquoi la décision vous paraît-elle erronée ?"
          min={APPEAL_STATEMENT_MIN}
          max={APPEAL_STATEMENT_MAX}
          rows={5}
          submitLabel="Envoyer mon recours"
          pendingLabel="Envoi…"
          pending={send.isPending}
          error={send.isError ? send.error.message : null}
          onSubmit={(_, statement) => send.mutate({ reportId, statement, token })}
        />
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
