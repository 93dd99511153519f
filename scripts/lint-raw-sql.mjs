// `npm run lint`: a hand-written SQL statement runs from its feature's queries.ts (or a `<topic>-queries.ts` beside
// it), through db/statements.ts or db/prepared.ts, and nothing reaches into drizzle's internals
// (docs/decisions/raw-sql.md). db/, scripts/ and tests aside. Query-builder code keeps its `sql` fragments (sql.raw
// included): what is refused is running a statement elsewhere, or a whole statement wrapped in `.from(sql…)`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const src = path.join(root, 'apps/server/src');

const allowed = (rel) => /^(db|scripts|test)\//.test(rel) || /(^|\/)([\w-]+-)?queries\.ts$/.test(rel) || /\.(test|spec)\.ts$/.test(rel);

const RULES = [
  [/\b(?:db|tx)\s*\.\s*execute\s*\(/, 'a raw statement run by db.execute/tx.execute'],
  [/\.execute\s*\(\s*sql\b/, 'a raw statement run by .execute(sql…)'],
  [/from\s+['"][./]*(?:db\/)?statements['"]/, 'db/statements.ts used outside a queries.ts'],
  [/\bpreparedStatement\s*(?:<[^>]*>)?\s*\(/, 'a prepared statement built and run outside a queries.ts'],
  [/\.\s*from\s*\(\s*sql\s*`/, 'a whole statement wrapped in .from(sql…)'],
  [/\.\s*execute\s*\(\s*sql\s*`/, 'a raw statement run by .execute(sql…)'],
  [/\$client\b/, "the driver's client, reached outside db/"],
  [/\b_\s*\.\s*session\b|\.\s*_\s*\./, "drizzle's private API (db._)"],
];

/**
 * The problems of one file's text: [line number, message]. The rules read the whole text, so a call split over lines
 * (`.from(\n  sql\`…`) is caught too; comments are blanked first (a doc may name what it forbids).
 */
export function problemsOf(rel, text) {
  if (allowed(rel)) return [];
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));
  const out = [];
  for (const [re, message] of RULES) {
    for (const m of code.matchAll(new RegExp(re.source, 'g'))) out.push([code.slice(0, m.index).split('\n').length, message]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(e.name)) yield p;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let count = 0;
  for (const file of files(src)) {
    const rel = path.relative(src, file).split(path.sep).join('/');
    for (const [line, message] of problemsOf(rel, fs.readFileSync(file, 'utf8'))) {
      console.error(`apps/server/src/${rel}:${line}: ${message}; move the statement to the feature's queries.ts`);
      count++;
    }
  }
  if (count) {
    console.error(`lint-raw-sql: ${count} problem(s) (docs/decisions/raw-sql.md)`);
    process.exit(1);
  }
  console.log('lint-raw-sql: every hand-written statement runs from a queries.ts');
}
