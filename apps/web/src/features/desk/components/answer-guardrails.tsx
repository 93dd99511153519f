import { ANSWER_DISCLAIMER, answerGuardrails, answerGuardrailWarning } from '@pretoire/contracts';
import { TriangleAlert } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';

/** The guardrail warning of an answer being written (contact details, fees, solicitation), or null. */
export function useAnswerWarning(text: string) {
  const deferred = useDeferredValue(text);
  return useMemo(() => answerGuardrailWarning(answerGuardrails(deferred)), [deferred]);
}

/** Explains the rule before the answer is posted; posting stays possible (contact details are masked on save). */
export function AnswerGuardrailWarning({ warning, id }: { warning: ReturnType<typeof answerGuardrailWarning>; id?: string }) {
  if (!warning) return null;
  return (
    <div
      id={id}
      role="status"
      data-testid="answer-guardrail"
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-700/25"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="h-4 w-4 shrink-0 text-amber-800" />
        Avant de publier cette réponse
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5">
        {warning.items.map((item) => (
          <li key={item.kind}>
            <span className="font-medium">{item.label}</span> : {item.explanation}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs">{warning.rule}</p>
    </div>
  );
}

/** The short legal-information line every answer carries. */
export function AnswerDisclaimer() {
  return <p className="mt-3 text-xs text-ink-soft">{ANSWER_DISCLAIMER}</p>;
}
