import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/DECISIONS.md is the index of the decision records: every file of docs/decisions/ is linked from it, every
 * record it links exists, and every record says where it stands on a «Status:» line with its date.
 */
const docs = path.resolve(import.meta.dirname, '../../../docs');
const recordsDir = path.join(docs, 'decisions');
const status = /^\**Status:?\**:? *\**(accepted|superseded|proposed|rejected|deprecated)\b.*\d{4}-\d{2}-\d{2}/im;

/** The record files an index links (`decisions/<name>.md`, with or without `./`). */
function linkedRecords(index: string): string[] {
  return [...index.matchAll(/\]\((?:\.\/)?decisions\/([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map(([, name]) => name);
}

describe('docs/DECISIONS.md', () => {
  const index = fs.readFileSync(path.join(docs, 'DECISIONS.md'), 'utf8');
  const records = fs.readdirSync(recordsDir).filter((f) => f.endsWith('.md'));
  const linked = new Set(linkedRecords(index));

  it('lists every record of docs/decisions/', () => {
    expect(records.length).toBeGreaterThan(50);
    expect(records.filter((f) => !linked.has(f))).toEqual([]);
  });

  it('links only records that exist', () => {
    expect([...linked].filter((f) => !fs.existsSync(path.join(recordsDir, f)))).toEqual([]);
  });

  it('gives each record a line of its own with its status: «- [name.md](decisions/name.md) (accepted 2026-11-28): …»', () => {
    const listed = new Set(
      [
        ...index.matchAll(
          /^- \[[^\]]+\]\(decisions\/([^)]+\.md)\) \((?:accepted|superseded|proposed|rejected|deprecated)\b[^\n]*?\d{4}-\d{2}-\d{2}[^\n]*?\): \S/gm,
        ),
      ].map(([, name]) => name),
    );
    expect(records.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('finds a dated «Status:» line in every record', () => {
    const without = records.filter((f) => !status.test(fs.readFileSync(path.join(recordsDir, f), 'utf8')));
    expect(without).toEqual([]);
  });

  it('reads a link to a record, with or without ./ and an anchor, and nothing else', () => {
    const sample = '[a](decisions/a.md), [b](./decisions/b.md#why), [c](DEPLOY.md), `decisions/d.md`';
    expect(linkedRecords(sample)).toEqual(['a.md', 'b.md']);
  });
});
