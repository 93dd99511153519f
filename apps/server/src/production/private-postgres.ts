/**
 * A throw-away PostgreSQL server of our own (initdb + pg_ctl on a free port), so a test can stop and start
 * it under load without touching the machine's shared server.
 */

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './cluster';

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export const privatePostgresAvailable = () => binDir() !== null;

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  /** Fast shutdown: open connections are terminated, as in a real restart. */
  stop(): Promise<void>;
  destroy(): void;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: run its tools as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const argv = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const runSync = (tool: string, args: string[]) => void execFileSync(...argv(tool, args), { stdio: 'pipe' });
  // Asynchronous, so a load generator in the same process keeps running while the server stops and starts.
  const run = async (tool: string, args: string[]) => void (await promisify(execFile)(...argv(tool, args)));
  runSync('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        runSync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
