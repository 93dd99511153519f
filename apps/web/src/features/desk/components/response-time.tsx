import { categoryResponseLabel, lawyerResponseLabel } from '@pretoire/contracts';
import { Clock } from 'lucide-react';
import { useCategoryResponseTimes, useLawyerResponseTimes } from '../api/desk';

/** A lawyer's median time to first answer (nothing below 5 answers). Pass the ids of the whole page: one request. */
export function LawyerResponseTime({ lawyerId, pageIds }: { lawyerId: string; pageIds?: string[] }) {
  const q = useLawyerResponseTimes(pageIds ?? [lawyerId]);
  const rt = q.data?.items.find((i) => i.lawyerId === lawyerId)?.responseTime;
  if (!rt) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-ink-soft" data-testid="lawyer-response-time">
      <Clock aria-hidden className="h-3.5 w-3.5" />
      {lawyerResponseLabel(rt.medianSeconds, rt.answers)}
    </p>
  );
}

/** «Réponse en 3 h (médiane)» on a category's list (nothing below 5 answered questions in 90 days). */
export function CategoryResponseTime({ categoryId }: { categoryId: string }) {
  const q = useCategoryResponseTimes();
  const rt = q.data?.items.find((i) => i.categoryId === categoryId)?.responseTime;
  if (!rt) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink-soft" data-testid="category-response-time">
      <Clock aria-hidden className="h-4 w-4" />
      {categoryResponseLabel(rt.medianSeconds)}
    </p>
  );
}
