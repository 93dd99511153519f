// A fixed request rate with evenly spaced arrivals, for latency below capacity. autocannon's -R gives each connection
// its share per second and resets every connection's counter on aligned one-second timers, so 50 connections at
// 50 req/s fire 50 requests at the same instant each second: that measures a burst, not a steady rate.
import { setTimeout as sleep } from 'node:timers/promises';

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
      fetch(base + path, { headers: opts.headers })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status < 200 || res.status >= 300) non2xx++;
          const ms = performance.now() - due;
          latencies.push(ms);
          const how = res.headers.get('x-public-cache') ?? undefined;
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
