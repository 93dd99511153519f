import { describeMasked, type MaskedCount, type MaskedReport, maskPersonalData, PERSONAL_DATA_KINDS } from '@pretoire/contracts';

/**
 * Personal data is replaced by placeholders before a question, an answer or an edit is stored
 * (docs/decisions/trust-personal-data.md). Fields left undefined stay undefined; counts add up across fields.
 */
export function maskFields<K extends string>(
  fields: Partial<Record<K, string>>,
): { values: Partial<Record<K, string>>; report: MaskedReport } {
  const values: Partial<Record<K, string>> = {};
  const totals = new Map<MaskedCount['kind'], number>();
  for (const key of Object.keys(fields) as K[]) {
    const text = fields[key];
    if (text === undefined) continue;
    const m = maskPersonalData(text);
    values[key] = m.text;
    for (const { kind, count } of m.masked) totals.set(kind, (totals.get(kind) ?? 0) + count);
  }
  const masked = PERSONAL_DATA_KINDS.filter((k) => totals.has(k)).map((kind) => ({ kind, count: totals.get(kind) ?? 0 }));
  return { values, report: { masked, notice: masked.length ? describeMasked(masked) : null } };
}
