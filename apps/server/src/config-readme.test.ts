import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// README.md's «Configuration» table lists every environment variable the server reads: the keys of config.ts's schema
// and any other `env.X` read in the server's sources. A setting added without its row fails here.

const src = path.dirname(fileURLToPath(import.meta.url));
const readme = fs.readFileSync(path.join(src, '../../../README.md'), 'utf8');
/** Set by npm (`INIT_CWD`, the folder a script was started from) and by the test runner, not by an operator. */
const NOT_SETTINGS = new Set(['INIT_CWD', 'VITEST']);

function* sources(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'test' && e.name !== 'production' && e.name !== 'migrations') yield* sources(p);
    } else if (/\.ts$/.test(e.name) && !/\.(test|spec)\.ts$/.test(e.name)) yield p;
  }
}

/** The schema's keys (written at the object's indentation) and every `env.X` / `env['X']` read elsewhere. */
function settingsRead(): Set<string> {
  const names = new Set<string>();
  const config = fs.readFileSync(path.join(src, 'config.ts'), 'utf8');
  const schema = config.slice(config.indexOf('const envSchema'), config.indexOf('.superRefine('));
  for (const m of schema.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)) names.add(m[1]);
  for (const file of sources(src))
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g))
      names.add(m[1] ?? m[2]);
  for (const n of NOT_SETTINGS) names.delete(n);
  return names;
}

/** The names in backquotes in the first column of the table under «## Configuration». */
function settingsListed(): Set<string> {
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((l) => l.startsWith('| `'))) {
    const first = row.split('|')[1];
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]);
  }
  return names;
}

describe('README settings table', () => {
  it('lists every setting the server reads, and none it does not', () => {
    const read = settingsRead();
    const listed = settingsListed();
    expect(read.size).toBeGreaterThan(30); // the parse found the schema
    expect([...read].filter((n) => !listed.has(n)).sort(), 'read, not in README.md').toEqual([]);
    expect([...listed].filter((n) => !read.has(n)).sort(), 'in README.md, not read').toEqual([]);
  });
});
