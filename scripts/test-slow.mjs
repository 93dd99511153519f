// `npm run test:slow`: every browser journey on a slow machine, on purpose, several rounds, no retry.
// Chromium's CPU is throttled (E2E_CPU_THROTTLE, default 4, applied by e2e/src/harness.ts to every page) and a busy
// loop holds one core beside the server; E2E_ROUNDS rounds (default 5). A journey that waits for a time instead of
// a state fails here first (decisions/web-e2e.md). Extra arguments go to vitest (e.g. a file to repeat).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const rounds = Number(process.env.E2E_ROUNDS ?? 5);
const rate = process.env.E2E_CPU_THROTTLE ?? '4';
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-slow-'));

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

// One core of busy work at the default priority, competing with the server and Chromium.
const load = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopLoad = () => load.exitCode === null && load.kill('SIGKILL');
let run;
process.on('exit', stopLoad);
// Stopped by hand: stop the round's vitest too (it ends its servers and Chromium), then the load.
for (const s of ['SIGINT', 'SIGTERM'])
  process.on(s, () => {
    run?.kill('SIGTERM');
    process.exit(130);
  });

const summary = [];
let anyFailed = false;
for (let round = 1; round <= rounds; round++) {
  const out = path.join(tmp, `${round}.json`);
  const t0 = Date.now();
  console.log(`\n=== round ${round} of ${rounds} (CPU throttled ×${rate}, one core busy) ===`);
  run = spawn(
    vitest,
    [
      'run',
      '--retry=0',
      `--testTimeout=${120_000 * Number(rate)}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...args,
    ],
    { cwd: path.join(root, 'e2e'), stdio: 'inherit', env: { ...process.env, E2E_CPU_THROTTLE: rate } },
  );
  const [code] = await once(run, 'exit');
  const r = { status: code };
  let passed = 0;
  let failedNames = [];
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    for (const file of report.testResults) {
      const rel = path.relative(path.join(root, 'e2e'), file.name);
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      for (const a of failed) failedNames.push(`${rel} > ${a.fullName}`);
      // A file that fails in its set-up has no failed test of its own.
      if (file.status === 'failed' && failed.length === 0) failedNames.push(`${rel} (set-up: ${file.message.split('\n')[0]})`);
    }
  } catch {
    failedNames = [`no report (vitest exited with ${r.status})`];
  }
  if (r.status !== 0 && failedNames.length === 0) failedNames.push(`vitest exited with ${r.status}`);
  anyFailed ||= failedNames.length > 0;
  const line = `round ${round}: ${passed} passed, ${failedNames.length} failed (${Math.round((Date.now() - t0) / 1000)} s)`;
  summary.push([line, ...failedNames.map((n) => `  ✗ ${n}`)].join('\n'));
  console.log(`\n${summary.at(-1)}`);
}
stopLoad();
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}`);
process.exit(anyFailed ? 1 : 0);
