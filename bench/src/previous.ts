// A previous commit of this repository beside this code, for the benches that compare the two in one run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './app-server';

/**
 * `ref` extracted into the temporary folder with its own `npm ci` (its lock file: borrowing this checkout's packages
 * broke when one it imports left this one), built when it has a build; once: later runs reuse it.
 */
export function previousCheckout(ref: string, log: (m: string) => void): string {
  const commit = execFileSync('git', ['-C', root, 'rev-parse', ref], { encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `pretoire-prev-${commit.slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, '.installed'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  execFileSync('sh', ['-c', `git -C ${root} archive ${commit} | tar -x -C ${dir}`]);
  log(`installing ${ref}'s dependencies in ${dir}…`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  if (fs.existsSync(path.join(dir, 'apps/server/build.mjs'))) {
    execFileSync('npm', ['run', 'build', '-w', '@pretoire/server'], { cwd: dir, stdio: 'inherit' });
  }
  fs.writeFileSync(path.join(dir, '.installed'), commit);
  return dir;
}

/** A fresh copy of `url`'s database named `name` (CREATE DATABASE … TEMPLATE, through `adminUrl`), its URL. */
export async function copyDatabase(adminUrl: string, url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${new URL(url).pathname.slice(1)}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  // Its job-queue schema goes: the code started on it installs its own version (a read bench queues nothing).
  const copy = new pg.Client({ connectionString: u.toString() });
  await copy.connect();
  await copy.query('drop schema if exists pgboss cascade; drop schema if exists pgboss_v10 cascade');
  await copy.end();
  return u.toString();
}
