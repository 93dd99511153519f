import { UNANSWERED_HELP_LINKS } from '@pretoire/contracts';
import { LifeBuoy } from 'lucide-react';

/** For the asker of a question no lawyer answered in time: free official help (docs/decisions/unanswered-help.md). */
export function UnansweredHelp() {
  return (
    <aside aria-labelledby="unanswered-help" className="rounded-xl border border-accent/30 bg-white p-4 sm:p-5" data-unanswered-help>
      <h2 id="unanswered-help" className="flex items-center gap-2 text-lg">
        <LifeBuoy aria-hidden className="h-5 w-5 text-accent" />
        Pas encore de réponse ? Des aides gratuites existent
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {UNANSWERED_HELP_LINKS.map((l) => (
          <li key={l.id}>
            <a href={l.url} target="_blank" rel="noopener noreferrer" className="font-medium text-accent underline underline-offset-2">
              {l.label}
              <span className="sr-only"> (nouvel onglet)</span>
            </a>
            <p className="text-ink-soft">{l.hint}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
