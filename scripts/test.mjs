// Runs every test suite in turn and ends with one line: "N passed, M failed".
// Server API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-results-'));
const only = process.argv.slice(2);

// Static checks count as one test each: Biome (lint + format), feature boundaries, TypeScript.
const checks = [
  { name: 'lint and format (biome)', cmd: ['node_modules/.bin/biome', ['check', '.']] },
  { name: 'feature boundaries (dependency-cruiser)', cmd: ['npm', ['run', '--silent', 'lint:boundaries']] },
  { name: 'raw SQL only in queries.ts', cmd: ['npm', ['run', '--silent', 'lint:raw-sql']] },
  { name: 'type check', cmd: ['npm', ['run', '--silent', 'typecheck']] },
].filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o) || o === 'static'));

const steps = [
  { name: 'contracts', cwd: 'packages/contracts' },
  { name: 'web (unit)', cwd: 'apps/web' },
  { name: 'server (PGlite)', cwd: 'apps/server', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server (PostgreSQL)', cwd: 'apps/server', env: { TEST_DB: 'postgres' } }] : []),
  // Real server processes on PostgreSQL + Redis (and private ones for fault tests); never beside other server files.
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'production (multi-instance)', cwd: 'apps/server', args: ['-c', 'src/production/vitest.config.ts'] }]
    : []),
  { name: 'browser journeys', cwd: 'e2e' },
].filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)));
// The server tests render pages with the web build; the production tests and the journeys start the built server.
if (steps.some((s) => s.cwd !== 'packages/contracts' && s.cwd !== 'apps/web')) {
  checks.push({ name: 'build (web and server)', cmd: ['npm', ['run', '--silent', 'build']] });
}

let passed = 0;
let failed = 0;
const lines = [];
const seconds = (t0) => `${Math.round((Date.now() - t0) / 1000)} s`;
for (const check of checks) {
  console.log(`\n=== ${check.name} ===`);
  const t0 = Date.now();
  const r = spawnSync(check.cmd[0], check.cmd[1], { cwd: root, stdio: 'inherit' });
  const ok = r.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  lines.push(`${check.name}: ${ok ? 'passed' : 'failed'} (${seconds(t0)})`);
}
for (const [i, step] of steps.entries()) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const out = path.join(tmp, `${i}.json`);
  const r = spawnSync(
    vitest,
    ['run', ...(step.args ?? []), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: path.join(root, step.cwd),
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    },
  );
  let p = 0;
  let f = 0;
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    p = report.numPassedTests;
    f = report.numFailedTests;
    // A file that fails to load has no failed test but a failed suite: count it.
    const brokenFiles = report.testResults.filter(
      (t) => t.status === 'failed' && t.assertionResults.every((a) => a.status !== 'failed'),
    ).length;
    f += brokenFiles;
  } catch {
    f = 1;
  }
  if (r.status !== 0 && f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(`${step.name}: ${p} passed, ${f} failed (${seconds(t0)})`);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}`);
const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(root, '.test-summary'), `${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
