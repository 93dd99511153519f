// Child processes of the cluster bench (server instances, proxy, load generator) and what /proc says about them.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverDir = path.join(root, 'apps/server');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export interface Child {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const children: Child[] = [];

/** Spawns `node <args>`; output is kept (and echoed when `echo`) for error reports. */
export function startChild(name: string, args: string[], cwd: string, env: Record<string, string>, echo = false): Child {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
    if (echo) process.stdout.write(`[${name}] ${d}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const c = { name, child, output: () => out, exited };
  children.push(c);
  return c;
}

export async function stopChild(c: Child) {
  if (c.child.exitCode !== null || c.child.signalCode !== null) return;
  c.child.kill('SIGTERM');
  const done = await Promise.race([c.exited.then(() => true), sleep(8000).then(() => false)]);
  if (!done) c.child.kill('SIGKILL');
  await c.exited;
}

export async function stopAllChildren() {
  for (const c of children.splice(0)) await stopChild(c);
}

export interface Instance extends Child {
  port: number;
  base: string;
  dataDir: string;
}

/** A server instance exactly as production starts it: `node dist/main.js` in apps/server. */
export function startInstance(name: string, env: Record<string, string>, port: number): Instance {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-cluster-'));
  const c = startChild(
    name,
    ['--enable-source-maps', 'dist/main.js'],
    serverDir,
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    true,
  );
  return { ...c, port, base: `http://127.0.0.1:${port}`, dataDir };
}

export async function waitHealthy(inst: Instance, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inst.child.exitCode !== null) throw new Error(`${inst.name} exited early:\n${inst.output()}`);
    try {
      if ((await fetch(`${inst.base}/api/health`)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${inst.name} did not become healthy:\n${inst.output()}`);
}

/** Resident memory in MiB (VmRSS), or 0 once the process is gone. */
export function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

const TICK = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; with `reaped`, also its finished children's (PostgreSQL's postmaster). */
export function cpuSeconds(pid: number, reaped = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of stat(5); f starts at field 3.
    return (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) / TICK;
  } catch {
    return 0;
  }
}

/** Pids whose command name is one of `names` and, with `argsHave`, whose command line contains it. */
export function pidsNamed(names: string[], argsHave?: string): number[] {
  const out: number[] = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (!names.includes(fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim())) continue;
      if (argsHave && !fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(argsHave)) continue;
      out.push(Number(d));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Busy and total jiffies of the whole machine (first line of /proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  const idle = f[3] + f[4];
  return { busy: total - idle, total };
}

/**
 * CPU use per group of processes over a window. Pids are resolved again at each end, and PostgreSQL's group counts
 * the time of finished backends (the postmaster's cutime/cstime), so backends that come and go are not missed.
 */
export class CpuWindow {
  private readonly start: Record<string, number>;
  private readonly t0 = process.hrtime.bigint();
  private readonly m0 = machineTicks();
  constructor(private readonly groups: () => Record<string, { pids: number[]; reaped?: boolean }>) {
    this.start = this.totals();
  }

  private totals() {
    return Object.fromEntries(Object.entries(this.groups()).map(([k, g]) => [k, g.pids.reduce((s, p) => s + cpuSeconds(p, g.reaped), 0)]));
  }

  /** Percent of one core per group, and the machine's busy share of all its cores. */
  finish(): { wallS: number; machineBusyPct: number; coresPct: Record<string, number> } {
    const wallS = Number(process.hrtime.bigint() - this.t0) / 1e9;
    const m1 = machineTicks();
    const end = this.totals();
    const coresPct: Record<string, number> = {};
    for (const k of Object.keys(end)) coresPct[k] = Math.round((100 * (end[k] - (this.start[k] ?? 0))) / wallS);
    const machineBusyPct = Math.round((100 * (m1.busy - this.m0.busy)) / Math.max(1, m1.total - this.m0.total));
    // What the machine spent outside the named groups: other work on the host (tests, builds), the kernel's own.
    const named = Object.values(coresPct).reduce((a, b) => a + b, 0);
    coresPct['other processes'] = Math.max(0, Math.round(machineBusyPct * os.cpus().length - named));
    return { wallS: Number(wallS.toFixed(1)), machineBusyPct, coresPct };
  }
}

/** Samples VmRSS of each pid every second; peak() gives the highest seen per name. */
export function rssSampler(pids: Record<string, number>) {
  const peak: Record<string, number> = Object.fromEntries(Object.keys(pids).map((k) => [k, rssMiB(pids[k])]));
  const timer = setInterval(() => {
    for (const [k, pid] of Object.entries(pids)) peak[k] = Math.max(peak[k], rssMiB(pid));
  }, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
