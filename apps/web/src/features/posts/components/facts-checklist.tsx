import { factsChecklist } from '@pretoire/contracts';
import { Check, Circle } from 'lucide-react';
import { useDeferredValue, useId } from 'react';

/** What a lawyer will need for this field, ticked live as the text gives it; a nudge, never a requirement. */
export function FactsChecklist({ category, text }: { category: string | undefined; text: string }) {
  const deferred = useDeferredValue(text);
  // The question form and a question's edit form may both be on one page.
  const headingId = useId();
  if (!category) return null;
  const facts = factsChecklist(category, deferred);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-paper p-3 text-sm" data-facts-checklist>
      <h3 id={headingId} className="font-medium">
        Pour qu’un avocat puisse vous répondre, précisez si possible :
      </h3>
      <ul className="mt-2 space-y-1.5">
        {facts.map(({ fact, given }) => (
          <li key={fact.id} className="flex gap-2" data-fact={fact.id} data-given={given}>
            {given ? (
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            ) : (
              <Circle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-ink-soft" />
            )}
            <span>
              <span className={given ? 'text-emerald-900' : 'font-medium'}>{fact.label}</span>
              <span className="sr-only">{given ? ' : indiqué' : ' : pas encore indiqué'}</span>
              {!given && <span className="block text-ink-soft">{fact.hint}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
