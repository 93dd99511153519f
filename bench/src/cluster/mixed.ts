// Scenario B's load generator, run as its own process (its CPU counted apart from the sockets' holder):
// autocannon for MIXED_SECONDS through the proxy, 9 reads for 1 answer. Reads a JSON job from argv[2],
// writes autocannon's figures as JSON to argv[3].
import fs from 'node:fs';
import { DEFAULT_POST_PAGE_SIZE } from '@pretoire/contracts';
import autocannon from '../load';

interface Job {
  base: string;
  seconds: number;
  connections: number;
  postIds: string[];
  slugs: string[];
  lawyerTokens: string[];
}
const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Job;
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const pages = Math.max(1, Math.floor(job.postIds.length / DEFAULT_POST_PAGE_SIZE));
const body = JSON.stringify({ content: 'Maître : un délai de deux mois s’applique, gardez toutes les pièces de votre dossier.' });

let k = 0;
let w = 0;
/** Of every 10 requests: 3 home pages, 3 question pages, 1 category list, 2 category pages, 1 answer. */
function next(req: { path: string; headers?: Record<string, string> }) {
  const slot = k++ % 10;
  if (slot === 9) {
    return {
      ...req,
      method: 'POST',
      path: `/api/posts/${pick(job.postIds)}/replies`,
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${job.lawyerTokens[w++ % job.lawyerTokens.length]}` },
    };
  }
  const path =
    slot < 3
      ? `/api/posts?page=${1 + Math.floor(Math.random() * Math.min(pages, 50))}`
      : slot < 6
        ? `/api/posts/${pick(job.postIds)}`
        : slot === 6
          ? '/api/categories'
          : `/api/posts?category=${pick(job.slugs)}&page=${1 + Math.floor(Math.random() * 3)}`;
  return { ...req, method: 'GET', path, body: undefined, headers: {} };
}

const cpu0 = process.cpuUsage();
const result = await autocannon({
  url: job.base,
  connections: job.connections,
  duration: job.seconds,
  // setupRequest may also set method and body (autocannon reads them); the shared typings name only path and headers.
  requests: [
    {
      setupRequest: next as (req: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> },
    },
  ],
});
const cpu = process.cpuUsage(cpu0);
const r = result as unknown as Record<string, unknown> & typeof result;
fs.writeFileSync(
  process.argv[3],
  JSON.stringify({
    reqPerSec: Math.round(r.requests.average),
    total: (r.requests as unknown as { total: number }).total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: r.statusCodeStats,
    // This process's own CPU seconds during the run: the parent cannot read /proc of a process that has exited.
    cpuS: (cpu.user + cpu.system) / 1e6,
  }),
);
