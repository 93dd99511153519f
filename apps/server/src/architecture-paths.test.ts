import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md is the map a newcomer follows: every file or folder it names in backticks must exist.
 * A token with a slash or a file extension is a path; a relative one resolves against the roots below or against a
 * folder named earlier in the same paragraph, list item or table row (how the page writes `features/desk/` then
 * `queue.ts`). Globs, URLs and routes, commands, placeholders (`<feature>`) and build outputs are not checked.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', '.'].map((r) => path.join(repo, r));
const fileExtension = /\.(ts|tsx|mts|mjs|js|cjs|json|md|ya?ml|sql|css|html|sh)$/;
const notAPath = /\s|[*<>{}()[\]]|:\/\/|^[/.:~-]|…/;
const buildOutput = /(^|\/)(dist|dist-ssr|node_modules)(\/|$)/;

/** Paragraphs, list items and table rows, each as one string. */
function blocks(markdown: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.trim() || /^\s*(\||[-*] |\d+\. |#)/.test(line)) {
      if (current.length) out.push(current.join(' '));
      current = [];
    }
    if (line.trim()) current.push(line);
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

function namedPaths(markdown: string): { checked: string[]; missing: string[] } {
  const checked: string[] = [];
  const missing: string[] = [];
  for (const block of blocks(markdown)) {
    const folders: string[] = [];
    for (const [, token] of block.matchAll(/`([^`\n]+)`/g)) {
      const name = token.replace(/\/$/, '');
      if (notAPath.test(token) || buildOutput.test(name)) continue;
      if (!name.includes('/') && !fileExtension.test(name) && !token.endsWith('/')) continue;
      checked.push(token);
      const found = [...roots, ...folders].map((base) => path.resolve(base, name)).find((p) => fs.existsSync(p));
      if (!found) {
        missing.push(token);
        continue;
      }
      folders.push(fs.statSync(found).isDirectory() ? found : path.dirname(found));
    }
  }
  return { checked, missing };
}

describe('docs/ARCHITECTURE.md', () => {
  it('names only files and folders that exist', () => {
    const { checked, missing } = namedPaths(fs.readFileSync(path.join(repo, 'docs/ARCHITECTURE.md'), 'utf8'));
    expect(checked.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('resolves a bare name against a folder named earlier in the same row, not in another', () => {
    const row = '| x | `apps/server/src/features/desk/` (`queue.ts`) |\n| y | `queue.ts` |';
    expect(namedPaths(row)).toEqual({ checked: ['apps/server/src/features/desk/', 'queue.ts', 'queue.ts'], missing: ['queue.ts'] });
  });
});
