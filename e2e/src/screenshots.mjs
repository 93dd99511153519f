// `npm run screenshots`: runs the journeys that take the README pictures into a temporary folder,
// then copies only the curated set to docs/screenshots (older PNGs there are removed first).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(e2e, '../docs/screenshots');
export const CURATED = [
  'tour-landing-desktop',
  'tour-landing-mobile',
  'tour-home-desktop',
  'tour-post-author-mobile',
  'post-answered-desktop',
  'tour-admin-desktop',
];

const shots = mkdtempSync(path.join(tmpdir(), 'pretoire-shots-'));
const run = spawnSync(path.resolve(e2e, '../node_modules/.bin/vitest'), ['run', 'tests/axe.test.ts', 'tests/lawyer-answers.test.ts'], {
  cwd: e2e,
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOT_DIR: shots },
});
const missing = CURATED.filter((n) => !readdirSync(shots).includes(`${n}.png`));
if (missing.length) {
  console.error(`Missing screenshots: ${missing.join(', ')}; docs/screenshots left unchanged.`);
  process.exit(run.status || 1);
}
// A failed assertion after the pictures were taken (e.g. an axe finding) still fails the command, but the set is written.
if (run.status !== 0) console.error('Some journeys failed (see above); the screenshots were taken and are written anyway.');
mkdirSync(out, { recursive: true });
for (const f of readdirSync(out)) if (f.endsWith('.png')) rmSync(path.join(out, f));
for (const n of CURATED) copyFileSync(path.join(shots, `${n}.png`), path.join(out, `${n}.png`));
rmSync(shots, { recursive: true, force: true });
console.log(`Wrote ${CURATED.length} screenshots to ${path.relative(process.cwd(), out)}`);
process.exit(run.status ?? 0);
