import { Award, Lock } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useBadges } from '../api/badges';
import { Section } from './section';

/** Earned badges and progress towards every milestone (GET /users/badges). */
export function BadgesSection() {
  const badges = useBadges(true);
  return (
    <Section id="badges-title" title="Badges" description="Un badge par palier de réponses satisfaisantes.">
      {!badges.data ? (
        badges.isError ? (
          <p className="text-sm text-ink-soft">Badges indisponibles pour le moment.</p>
        ) : (
          <Skeleton className="h-24" />
        )
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {badges.data.milestones.map((m) => (
            <li
              key={m.threshold}
              className={`flex items-center gap-3 rounded-lg border p-3 ${m.earned ? 'border-accent/40 bg-accent/5' : 'border-ink/10'}`}
            >
              {m.earned ? (
                <Award aria-hidden className="h-6 w-6 shrink-0 text-accent" />
              ) : (
                <Lock aria-hidden className="h-5 w-5 shrink-0 text-ink-soft" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {m.name} <span className="sr-only">{m.earned ? '(obtenu)' : '(à obtenir)'}</span>
                </p>
                <p className="text-xs text-ink-soft">
                  {m.threshold} réponse{m.threshold > 1 ? 's' : ''} satisfaisante{m.threshold > 1 ? 's' : ''} · +{m.credits} crédits
                </p>
                {!m.earned && (
                  <progress
                    value={Math.round(m.progress * 100)}
                    max={100}
                    aria-label={`Progression vers ${m.name}`}
                    className="mt-1 h-1.5 w-full accent-[#94481a]"
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
