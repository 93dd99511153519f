// Scenario A: lawyers answer members' questions at a fixed concurrency; each answer makes the server push
// `new_notification` to the question's author, whose socket may sit on either instance (Redis adapter).
import http from 'node:http';
import { sleep } from './procs';
import type { Lawyer, Member } from './seed';
import type { SocketFleet } from './sockets';

export interface NotifyResult {
  durationS: number;
  concurrency: number;
  replies: number;
  repliesPerSec: number;
  non2xx: number;
  httpErrors: number;
  replyP50: number;
  replyP99: number;
  /** Socket receipt − HTTP response (t2 − t1): a lower bound of commit → receipt; negative when the event won the race. */
  afterResponseP50: number;
  afterResponseP99: number;
  /** Socket receipt − request sent (t2 − t0): an upper bound of commit → receipt. */
  afterRequestP50: number;
  afterRequestP99: number;
  /** Socket receipt (wall clock) − the notification's createdAt (PostgreSQL now(), the transaction's start). */
  afterCreatedAtP50: number;
  afterCreatedAtP99: number;
  /** Per answer the smaller of the two upper bounds above: commit → receipt is at most this. */
  upperBoundP50: number;
  upperBoundP99: number;
  eventBeforeResponse: number;
  missing: number;
  unexpected: number;
  statuses: Record<string, number>;
}

interface Pending {
  t0: number;
  t1?: number;
  t2?: number;
  wall2?: number;
  createdAt?: string;
  ok?: boolean;
}

export const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Number(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1));
};

function post(agent: http.Agent, base: URL, path: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runNotify(
  base: string,
  fleet: SocketFleet,
  members: Member[],
  lawyers: Lawyer[],
  concurrency: number,
  seconds: number,
): Promise<NotifyResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // One answer in flight per question at a time, so every event matches exactly one request.
  const pending = new Map<string, Pending>();
  const done: Pending[] = [];
  let unexpected = 0;
  let non2xx = 0;
  let httpErrors = 0;
  const statuses: Record<string, number> = {};
  const settle = (postId: string, p: Pending) => {
    if (p.t1 !== undefined && p.t2 !== undefined) {
      pending.delete(postId);
      done.push(p);
    }
  };
  fleet.setHandler((_m, note, at, wall) => {
    const p = note.post ? pending.get(note.post) : undefined;
    if (!p || p.t2 !== undefined) {
      unexpected += 1;
      return;
    }
    p.t2 = at;
    p.wall2 = wall;
    p.createdAt = note.createdAt;
    settle(note.post!, p);
  });
  const body = JSON.stringify({
    content: 'Maître : vous disposez de deux mois pour contester ce licenciement devant le conseil de prud’hommes.',
  });
  const end = performance.now() + seconds * 1000;
  const replyTimes: number[] = [];
  const lost: Pending[] = [];
  const worker = async (lawyer: Lawyer) => {
    while (performance.now() < end) {
      let m = members[Math.floor(Math.random() * members.length)];
      while (pending.has(m.postId)) m = members[Math.floor(Math.random() * members.length)];
      const p: Pending = { t0: performance.now() };
      pending.set(m.postId, p);
      try {
        const status = await post(agent, url, `/api/posts/${m.postId}/replies`, lawyer.token, body);
        p.t1 = performance.now();
        statuses[status] = (statuses[status] ?? 0) + 1;
        p.ok = status >= 200 && status < 300;
        if (!p.ok) {
          non2xx += 1;
          pending.delete(m.postId);
          continue;
        }
        replyTimes.push(p.t1 - p.t0);
        settle(m.postId, p);
      } catch {
        httpErrors += 1;
        pending.delete(m.postId);
      }
    }
  };
  // Each worker is its own lawyer when there are enough: answers by one lawyer update the same rows (users.reply_count,
  // the rate_limits counter), so concurrent ones would wait on each other's row locks.
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(lawyers[i % lawyers.length])));
  const elapsedS = (performance.now() - t0) / 1000;
  // A 5 s grace for events still on their way; what is left is missing.
  const graceEnd = performance.now() + 5000;
  while (performance.now() < graceEnd && [...pending.values()].some((p) => p.ok && p.t2 === undefined)) await sleep(50);
  for (const p of pending.values()) if (p.ok && p.t2 === undefined) lost.push(p);
  agent.destroy();
  fleet.setHandler(() => {});

  const afterResponse = done.map((p) => p.t2! - p.t1!);
  const afterRequest = done.map((p) => p.t2! - p.t0);
  const afterCreated = done.map((p) => p.wall2! - Date.parse(p.createdAt!));
  // Both are upper bounds of commit → receipt (the request was sent, and the transaction had begun, before the commit).
  const upper = done.map((_p, i) => Math.min(afterRequest[i], afterCreated[i]));
  const replies = replyTimes.length;
  return {
    durationS: Number(elapsedS.toFixed(1)),
    concurrency,
    replies,
    repliesPerSec: Math.round(replies / elapsedS),
    non2xx,
    httpErrors,
    replyP50: pct(replyTimes, 50),
    replyP99: pct(replyTimes, 99),
    afterResponseP50: pct(afterResponse, 50),
    afterResponseP99: pct(afterResponse, 99),
    afterRequestP50: pct(afterRequest, 50),
    afterRequestP99: pct(afterRequest, 99),
    afterCreatedAtP50: pct(afterCreated, 50),
    afterCreatedAtP99: pct(afterCreated, 99),
    upperBoundP50: pct(upper, 50),
    upperBoundP99: pct(upper, 99),
    eventBeforeResponse: afterResponse.filter((x) => x < 0).length,
    missing: lost.length,
    unexpected,
    statuses,
  };
}
