// `npm run bench:cluster` ("Load"): one then two server instances behind a small Node proxy, with 5,000
// Socket.IO clients connected. Scenario A: lawyers answer, members get `new_notification`; scenario B: 60 s of
// mixed reads and answers. Each phase starts from a new database and a new Redis prefix. Prints tables and writes
// bench/results/cluster-latest.json. Targets 127.0.0.1 only.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeResult } from '../app-server';
import { type NotifyResult, runNotify } from './notify';
import {
  type Child,
  CpuWindow,
  freePort,
  type Instance,
  pidsNamed,
  root,
  rssSampler,
  sleep,
  startChild,
  startInstance,
  stopAllChildren,
  stopChild,
  waitHealthy,
} from './procs';
import { printTables } from './report';
import { dropDatabase, type Lawyer, type Member, recreateDatabase, seedUsers } from './seed';
import { openFleet, type SocketFleet } from './sockets';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'pretoire_bench_cluster';
const SOCKETS = Number(process.env.CLUSTER_SOCKETS ?? 5000);
// One lawyer per concurrent answer by default (CLUSTER_LAWYERS lowers it to show the per-lawyer row contention).
const LAWYERS = Number(process.env.CLUSTER_LAWYERS ?? 50);
const NOTIFY_S = Number(process.env.CLUSTER_NOTIFY_S ?? 20);
const NOTIFY_CONCURRENCY = 50;
const MIXED_S = Number(process.env.CLUSTER_MIXED_S ?? 60);
const MIXED_CONNECTIONS = 50;
const BATCH = 200;
const JWT_SECRET = `bench-cluster-${randomBytes(16).toString('hex')}`;
const RUN_TAG = randomBytes(3).toString('hex');
const log = (m: string) => console.log(`[cluster] ${m}`);

export interface MixedResult {
  reqPerSec: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  cpuS: number;
}

type Cpu = ReturnType<CpuWindow['finish']>;

export interface PhaseResult {
  instances: number;
  sockets: { wanted: number; connectMs: number; failures: number; firstError: string | null; perUpstream: number[] };
  notify: NotifyResult & { disconnects: number; cpu: Cpu; peakRssMiB: Record<string, number> };
  mixed: MixedResult & {
    seconds: number;
    connections: number;
    socketsConnectedAfter: number;
    disconnects: number;
    notificationsDuring: number;
    cpu: Cpu;
    peakRssMiB: Record<string, number>;
    top: string;
  };
  disconnectReasons: Record<string, number>;
  proxyErrors: number;
  serverErrorLines: string[];
  serverErrorLineCount: number;
}

function cpuGroups(instances: Instance[], proxy: Child) {
  return () => {
    const ours = pidsNamed(['postgres'], DB_NAME);
    return {
      ...Object.fromEntries(instances.map((i) => [i.name, { pids: [i.child.pid!] }])),
      proxy: { pids: [proxy.child.pid!] },
      'bench (sockets, A requests)': { pids: [process.pid] },
      // PostgreSQL is shared with other work on this host: the bench database's backends (they live as long as the
      // instances' pools under load) apart from everything else the server does (other databases, finished backends).
      postgres: { pids: ours },
      'postgres, rest': { pids: pidsNamed(['postgres']).filter((p) => !ours.includes(p)), reaped: true },
      redis: { pids: pidsNamed(['redis-server']) },
    };
  };
}

async function startProxy(upstreams: Instance[]): Promise<{ proxy: Child; base: string }> {
  const port = await freePort();
  const proxy = startChild(
    'proxy',
    ['--import', 'tsx', 'bench/src/cluster/proxy.ts'],
    root,
    {
      PROXY_PORT: String(port),
      UPSTREAMS: upstreams.map((u) => `127.0.0.1:${u.port}`).join(','),
    },
    true,
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/__proxy`)).ok) return { proxy, base };
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error(`proxy did not start:\n${proxy.output()}`);
}

async function proxyStats(base: string) {
  return (await (await fetch(`${base}/__proxy`)).json()) as {
    upstreams: { port: number; requests: number; upgrades: number; open: number }[];
    errors: number;
  };
}

/** Runs mixed.ts in its own process and reads its JSON. */
async function runMixed(base: string, seconds: number, members: Member[], lawyers: Lawyer[], slugs: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-mixed-'));
  const jobFile = path.join(dir, 'job.json');
  const outFile = path.join(dir, 'out.json');
  fs.writeFileSync(
    jobFile,
    JSON.stringify({
      base,
      seconds,
      connections: MIXED_CONNECTIONS,
      postIds: members.map((m) => m.postId),
      slugs,
      lawyerTokens: lawyers.map((l) => l.token),
    }),
  );
  const c = startChild('autocannon', ['--import', 'tsx', 'bench/src/cluster/mixed.ts', jobFile, outFile], root, {});
  const code = await c.exited;
  if (code !== 0) throw new Error(`mixed load failed (${code}):\n${c.output()}`);
  const out = JSON.parse(fs.readFileSync(outFile, 'utf8')) as MixedResult;
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

/** Warning and error lines the instances printed (LOG_LEVEL=warn), but the expected one about the missing web build. */
function errorLines(instances: Instance[]) {
  return instances.flatMap((i) =>
    i
      .output()
      .split('\n')
      .filter((l) => /"level":(40|50|60)/.test(l) && !l.includes('web app not built'))
      .map((l) => `${i.name}: ${l.slice(0, 400)}`),
  );
}

async function phase(n: 1 | 2): Promise<PhaseResult> {
  log(`— phase: ${n} instance${n > 1 ? 's' : ''} —`);
  const dbUrl = await recreateDatabase(ADMIN_URL, DB_NAME);
  const env = {
    DATABASE_URL: dbUrl,
    REDIS_URL,
    REDIS_PREFIX: `bench-cluster-${RUN_TAG}-${n}`,
    JWT_SECRET,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    REPLIES_PER_HOUR: '1000000',
    QUESTIONS_PER_HOUR: '1000000',
  };
  const instances: Instance[] = [];
  // The first instance applies the migrations; the second starts once the first is healthy.
  for (let i = 1; i <= n; i++) {
    const inst = startInstance(`instance${i}`, env, await freePort());
    instances.push(inst);
    await waitHealthy(inst);
    log(`instance${i} healthy on ${inst.port} (pid ${inst.child.pid})`);
  }
  const seeded = await seedUsers(dbUrl, JWT_SECRET, SOCKETS, LAWYERS, `${RUN_TAG}${n}`);
  log(`seeded ${seeded.members.length} members with one question each, ${seeded.lawyers.length} lawyers`);
  const { proxy, base } = await startProxy(instances);
  let fleet: SocketFleet | null = null;
  try {
    // A few seconds of the mixed load first, so neither phase measures cold code; not recorded.
    await runMixed(base, 5, seeded.members, seeded.lawyers, seeded.slugs);
    log(`opening ${SOCKETS} sockets, ${BATCH} at a time…`);
    fleet = await openFleet(base, seeded.members, BATCH, log);
    const perUpstream = (await proxyStats(base)).upstreams.map((u) => u.open);
    log(
      `${SOCKETS - fleet.failures} connected in ${fleet.connectMs} ms, ${fleet.failures} failed${fleet.firstError ? ` (${fleet.firstError})` : ''}; open per instance: ${perUpstream.join(' / ')}`,
    );

    const pids = { ...Object.fromEntries(instances.map((i) => [i.name, i.child.pid!])), proxy: proxy.child.pid!, bench: process.pid };
    const d0 = fleet.disconnects();
    let cpu = new CpuWindow(cpuGroups(instances, proxy));
    let rss = rssSampler(pids);
    const a = await runNotify(base, fleet, seeded.members, seeded.lawyers, NOTIFY_CONCURRENCY, NOTIFY_S);
    const notify = { ...a, disconnects: fleet.disconnects() - d0, cpu: cpu.finish(), peakRssMiB: rss.stop() };
    log(
      `A: ${a.repliesPerSec} replies/s, event − response p50 ${a.afterResponseP50} / p99 ${a.afterResponseP99} ms, missing ${a.missing}, non-2xx ${a.non2xx}`,
    );

    const d1 = fleet.disconnects();
    let during = 0;
    fleet.setHandler(() => {
      during += 1;
    });
    let top = '';
    rss = rssSampler(pids);
    cpu = new CpuWindow(cpuGroups(instances, proxy));
    const mixedP = runMixed(base, MIXED_S, seeded.members, seeded.lawyers, seeded.slugs);
    const topTimer = setTimeout(
      () => {
        try {
          top = execFileSync('top', ['-b', '-n1', '-c', '-o', '%CPU', '-w', '200'], { encoding: 'utf8' })
            .split('\n')
            .slice(0, 18)
            .join('\n');
        } catch {
          /* no top */
        }
      },
      (MIXED_S / 2) * 1000,
    );
    const b = await mixedP;
    clearTimeout(topTimer);
    const cpuB = cpu.finish();
    // autocannon's process reports its own CPU time (it has exited by now).
    cpuB.coresPct.autocannon = Math.round((100 * b.cpuS) / cpuB.wallS);
    cpuB.coresPct['other processes'] = Math.max(0, cpuB.coresPct['other processes'] - cpuB.coresPct.autocannon);
    const mixed = {
      ...b,
      seconds: MIXED_S,
      connections: MIXED_CONNECTIONS,
      socketsConnectedAfter: fleet.connected(),
      disconnects: fleet.disconnects() - d1,
      notificationsDuring: during,
      cpu: cpuB,
      peakRssMiB: rss.stop(),
      top,
    };
    log(
      `B: ${b.reqPerSec} req/s, p50 ${b.p50} / p99 ${b.p99} ms, errors ${b.errors}, non-2xx ${b.non2xx}; ${mixed.socketsConnectedAfter} sockets still connected`,
    );
    const stats = await proxyStats(base);
    return {
      instances: n,
      sockets: { wanted: SOCKETS, connectMs: fleet.connectMs, failures: fleet.failures, firstError: fleet.firstError, perUpstream },
      notify,
      mixed,
      disconnectReasons: fleet.disconnectReasons(),
      proxyErrors: stats.errors,
      serverErrorLines: errorLines(instances).slice(0, 20),
      serverErrorLineCount: errorLines(instances).length,
    };
  } finally {
    fleet?.close();
    await stopChild(proxy);
    for (const i of instances) {
      await stopChild(i);
      fs.rmSync(i.dataDir, { recursive: true, force: true });
    }
  }
}

async function main() {
  const started = Date.now();
  const loadAvgAtStart = os.loadavg();
  if (loadAvgAtStart[0] > 1) log(`warning: load average ${loadAvgAtStart[0].toFixed(1)} before the run: other work shares the cores`);
  const phases: PhaseResult[] = [];
  try {
    phases.push(await phase(1));
    phases.push(await phase(2));
  } finally {
    await stopAllChildren();
    await dropDatabase(ADMIN_URL, DB_NAME).catch(() => {});
  }
  const [one, two] = phases;
  const out = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      totalMemGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
      loadAvgAtStart,
      loadAvgAtEnd: os.loadavg(),
    },
    node: process.version,
    settings: {
      sockets: SOCKETS,
      lawyers: LAWYERS,
      notifyS: NOTIFY_S,
      notifyConcurrency: NOTIFY_CONCURRENCY,
      mixedS: MIXED_S,
      mixedConnections: MIXED_CONNECTIONS,
      batch: BATCH,
    },
    phases,
    ratios: {
      notifyRepliesPerSec: Number((two.notify.repliesPerSec / Math.max(1, one.notify.repliesPerSec)).toFixed(2)),
      mixedReqPerSec: Number((two.mixed.reqPerSec / Math.max(1, one.mixed.reqPerSec)).toFixed(2)),
    },
    totalS: Math.round((Date.now() - started) / 1000),
  };
  printTables(out);
  log(`written ${writeResult('cluster', out)} (${out.totalS} s in all)`);
  // Socket.IO clients and keep-alive agents may hold handles open; the run is over.
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  await stopAllChildren();
  process.exit(1);
});
