// `npm run typecheck`: tsc on every workspace, two at a time (the machines have two cores).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const projects = ['apps/server', 'apps/web', 'bench', 'e2e', 'packages/contracts'];
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (out) process.stdout.write(out);
      if (code !== 0) console.error(`tsc -p ${project}: failed`);
      resolve(code === 0);
    });
  });

const queue = [...projects];
const results = await Promise.all(
  [0, 1].map(async () => {
    let ok = true;
    while (queue.length > 0) ok = (await check(queue.shift())) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
