// `npm run bench:compression`: what brotli (qualities 1–11) and gzip cost per body, on the real bodies of the bench
// database (cache off): milliseconds of CPU per encoding and bytes out. Picks the level for bodies encoded once and
// kept (lib/encoded-bodies.ts) and checks the per-request level (features/reach/http-cache.ts).
import os from 'node:os';
import zlib from 'node:zlib';
import { loadAvg, tailRoutes, targets, withServer, writeResult } from './app-server';
import { ensureSeeded, SCALE } from './seed';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = process.env.BENCH_DB ?? 'pretoire_bench';
const LEVELS = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 11].map((q) => ({
    name: `br ${q}`,
    run: (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }),
  })),
  ...[1, 6].map((l) => ({ name: `gzip ${l}`, run: (b: Buffer) => zlib.gzipSync(b, { level: l }) })),
];

/** Median of repeated runs, at least 5 and about 300 ms of work per cell. */
function time(run: () => unknown): number {
  const t0 = performance.now();
  run();
  const once = Math.max(0.01, performance.now() - t0);
  const reps = Math.max(5, Math.min(200, Math.round(300 / once)));
  const all: number[] = [];
  for (let i = 0; i < reps; i++) {
    const s = performance.now();
    run();
    all.push(performance.now() - s);
  }
  return all.sort((a, b) => a - b)[Math.floor(reps / 2)];
}

async function main() {
  const db = await ensureSeeded(BASE_URL, DB, (m) => console.log(`[compression] ${m}`), SCALE);
  const t = await targets(db);
  const bodies = await withServer({ DATABASE_URL: db, PUBLIC_CACHE_TTL_S: '0' }, async (base) => {
    const out: { name: string; body: Buffer }[] = [];
    for (const [name, paths] of tailRoutes(t)) {
      const res = await fetch(base + paths[0], { headers: { 'accept-encoding': 'identity' } });
      out.push({ name, body: Buffer.from(await res.arrayBuffer()) });
    }
    return out;
  });
  const rows = bodies.map(({ name, body }) => ({
    name,
    bytes: body.length,
    levels: LEVELS.map((l) => {
      const ms = time(() => l.run(body));
      return { level: l.name, ms: Number(ms.toFixed(3)), bytes: l.run(body).length };
    }),
  }));
  console.log(`\nCompression per body: ms of one encoding (median) / KB out — load ${loadAvg()}, ${os.cpus().length} shared cores`);
  console.log(`  ${'body'.padEnd(28)} ${'KB'.padStart(6)}  ${LEVELS.map((l) => l.name.padStart(14)).join('')}`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(28)} ${(r.bytes / 1024).toFixed(1).padStart(6)}  ${r.levels.map((l) => `${l.ms.toFixed(2)}/${(l.bytes / 1024).toFixed(1)}`.padStart(14)).join('')}`,
    );
  const out = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}`,
    node: process.version,
    load: loadAvg(),
    rows,
  };
  console.log(`written ${writeResult('compression', out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
