import { lawyerTitle } from '@pretoire/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { RequestConsultation } from '@/features/consultations';
import { LawyerResponseTime } from '@/features/desk';
import { ReportButton } from '@/features/trust';
import { parisDate } from '@/lib/french-format';
import { useLawyer } from '../api/get-lawyer';
import { LawyerAvatar } from './lawyer-avatar';
import { LawyerStats } from './lawyer-stats';

// Without Intl, whose first call costs the page's hydration ICU's data (lib/french-format.ts).
const date = parisDate;

export function LawyerPage({ id }: { id: string }) {
  const q = useLawyer(id);
  const session = useSession();
  if (q.isPending) return <p role="status">Chargement du profil…</p>;
  if (q.isError) {
    return (
      <div role="alert" className="rounded-xl border border-ink/10 bg-white p-8 text-center">
        <p>{q.error.message}</p>
        <Link to={paths.lawyers} className="mt-3 inline-block underline">
          Retour à l'annuaire
        </Link>
      </div>
    );
  }
  const { lawyer: l, recentAnswers } = q.data;
  const viewerId = session.user?.id;
  return (
    <article aria-labelledby="lawyer-name" className="space-y-6">
      <Link to={paths.lawyers} className="inline-flex items-center gap-1 text-sm underline">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Annuaire des avocats
      </Link>
      <header className="flex flex-col gap-4 rounded-xl border border-ink/10 bg-white p-6 sm:flex-row sm:items-center">
        <LawyerAvatar src={l.profilePicture} size="lg" />
        <div>
          <h1 id="lawyer-name" className="text-3xl">
            {lawyerTitle(l)}
          </h1>
          <p className="text-ink-soft">{l.barAssociation}</p>
          <ul aria-label="Spécialisations" className="mt-2 flex flex-wrap gap-1.5">
            {l.specializations.map((s) => (
              <li key={s} className="rounded-full bg-ink/5 px-2 py-0.5 text-xs">
                {s}
              </li>
            ))}
          </ul>
        </div>
        {l.acceptsConsultations && viewerId !== l.id && (
          <div className="sm:self-end">
            <RequestConsultation lawyer={{ id: l.id, name: lawyerTitle(l), terms: l.consultationTerms }} />
          </div>
        )}
        {/* Anyone but the lawyer may report the profile. */}
        {viewerId !== l.id && (
          <div className="sm:ml-auto sm:self-start">
            <ReportButton targetType="user" targetId={l.id} />
          </div>
        )}
      </header>
      {l.bio && (
        <section aria-labelledby="bio-title" className="rounded-xl border border-ink/10 bg-white p-6">
          <h2 id="bio-title" className="mb-2 text-xl">
            Présentation
          </h2>
          <p className="whitespace-pre-line">{l.bio}</p>
        </section>
      )}
      <section aria-labelledby="stats-title" className="rounded-xl border border-ink/10 bg-white p-6">
        <h2 id="stats-title" className="mb-3 text-xl">
          Activité sur Prétoire
        </h2>
        <LawyerStats stats={l.stats} />
        {/* Median time to a first answer. */}
        <div className="mt-3">
          <LawyerResponseTime lawyerId={l.id} />
        </div>
      </section>
      <section aria-labelledby="badges-title" className="rounded-xl border border-ink/10 bg-white p-6">
        <h2 id="badges-title" className="mb-3 text-xl">
          Badges
        </h2>
        {l.badges.length === 0 ? (
          <p className="text-ink-soft">Aucun badge pour l'instant.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {l.badges.map((b) => (
              <li key={b.threshold} className="rounded-lg border border-accent/30 bg-accent/5 p-3">
                <p className="font-semibold text-accent">{b.name}</p>
                <p className="text-xs text-ink-soft">
                  {b.threshold} réponse{b.threshold > 1 ? 's' : ''} satisfaisante{b.threshold > 1 ? 's' : ''} · obtenu le{' '}
                  {date(b.awardedAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-title" className="rounded-xl border border-ink/10 bg-white p-6">
        <h2 id="recent-title" className="mb-3 text-xl">
          Dernières questions répondues
        </h2>
        {recentAnswers.length === 0 ? (
          <p className="text-ink-soft">Aucune réponse publiée pour l'instant.</p>
        ) : (
          <ul className="divide-y divide-ink/10">
            {recentAnswers.map((a) => (
              <li
                key={`${a.postId}-${a.answeredAt}`}
                className="flex flex-col py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <Link to={paths.post(a.postId)} className="font-medium hover:underline">
                  {a.title}
                </Link>
                <time dateTime={a.answeredAt} className="shrink-0 text-xs text-ink-soft">
                  {date(a.answeredAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
