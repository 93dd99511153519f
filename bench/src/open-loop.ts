// A fixed request rate with evenly spaced arrivals, for latency below capacity. autocannon's -R gives each connection
// its share per second and resets every connection's counter on aligned one-second timers, so 50 connections at
// 50 req/s fire 50 requests at the same instant each second: that measures a burst, not a steady rate.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One GET, its body read and dropped as it came (still compressed): `fetch` would decompress each body, and on two
 * shared cores the load generator's brotli decoding of 240 KB pages showed up in the server's tail.
 */
function get(agent: http.Agent, url: string, headers?: Record<string, string>): Promise<{ status: number; cache?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        const how = res.headers['x-public-cache'];
        resolve({ status: res.statusCode ?? 0, cache: typeof how === 'string' ? how : undefined });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export interface OpenLoopResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  p999: number;
  errors: number;
  non2xx: number;
  /** The ten slowest: which request (in sending order), its path, its latency and how late it left (ms). */
  slowest: { i: number; path: string; ms: number; lateMs: number; cache?: string }[];
  /** Answers by their x-public-cache header (hit, stale, wait, miss); a body built on a reader's path is a miss. */
  cache: Record<string, number>;
  /** Set when more than `maxInFlight` requests were pending: the server fell behind the rate and sending stopped. */
  saturatedAt?: number;
}

export interface OpenLoopOptions {
  /** Stop sending once this many requests are pending (a server far below the rate would queue for minutes). */
  maxInFlight?: number;
  /** Request headers, e.g. a browser's Accept-Encoding (fetch over plain HTTP asks for gzip only). */
  headers?: Record<string, string>;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/**
 * Sends `rate` requests a second for `seconds`, one every 1/rate s, cycling through `paths`. Latency runs from the
 * moment a request was due (not when it left), so a stalled server cannot hide its backlog (coordinated omission).
 */
export async function openLoop(
  base: string,
  paths: string[],
  seconds: number,
  rate: number,
  opts: OpenLoopOptions = {},
): Promise<OpenLoopResult> {
  const cache: Record<string, number> = {};
  let pending = 0;
  let saturatedAt: number | undefined;
  const latencies: number[] = [];
  const each: OpenLoopResult['slowest'] = [];
  let errors = 0;
  let non2xx = 0;
  const gap = 1000 / rate;
  const total = Math.round(seconds * rate);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxInFlight ?? 256 });
  for (let i = 0; i < total; i++) {
    if (opts.maxInFlight && pending >= opts.maxInFlight) {
      saturatedAt = i;
      break;
    }
    const due = start + i * gap;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const path = paths[i % paths.length];
    const lateMs = performance.now() - due;
    pending++;
    inFlight.push(
      get(agent, base + path, opts.headers)
        .then((res) => {
          if (res.status < 200 || res.status >= 300) non2xx++;
          const ms = performance.now() - due;
          latencies.push(ms);
          const how = res.cache;
          if (how) cache[how] = (cache[how] ?? 0) + 1;
          each.push({ i, path, ms: Math.round(ms), lateMs: Math.round(lateMs), ...(how ? { cache: how } : {}) });
        })
        .catch(() => {
          errors++;
        })
        .finally(() => {
          pending--;
        }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(latencies.length / elapsed),
    p50: Math.round(pct(latencies, 50)),
    p99: Math.round(pct(latencies, 99)),
    p999: Math.round(pct(latencies, 99.9)),
    errors,
    non2xx,
    slowest: each.sort((a, b) => b.ms - a.ms).slice(0, 10),
    cache,
    ...(saturatedAt !== undefined ? { saturatedAt } : {}),
  };
}
