// `npm run lint`: a hand-written SQL statement runs from its feature's queries.ts, through db/statements.ts, and
// nothing reaches into drizzle's internals (docs/decisions/raw-sql.md). db/, scripts/ and tests aside.
// Query-builder code keeps its `sql` fragments (sql.raw included): what is refused is running a statement elsewhere.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const src = path.join(root, 'apps/server/src');

const allowed = (rel) => /^(db|scripts|test)\//.test(rel) || /(^|\/)queries\.ts$/.test(rel) || /\.(test|spec)\.ts$/.test(rel);

const RULES = [
  [/\b(?:db|tx)\s*\.\s*execute\s*\(/, 'a raw statement run by db.execute/tx.execute'],
  [/\.execute\s*\(\s*sql\b/, 'a raw statement run by .execute(sql…)'],
  [/from\s+['"][./]*(?:db\/)?statements['"]/, 'db/statements.ts used outside a queries.ts'],
  [/\$client\b/, "the driver's client, reached outside db/"],
  [/\b_\s*\.\s*session\b|\.\s*_\s*\./, "drizzle's private API (db._)"],
];

/** The problems of one file's text: [line number, message]. */
export function problemsOf(rel, text) {
  if (allowed(rel)) return [];
  const out = [];
  text.split('\n').forEach((line, i) => {
    for (const [re, message] of RULES) if (re.test(line)) out.push([i + 1, message]);
  });
  return out;
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
