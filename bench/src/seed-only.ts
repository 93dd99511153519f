// `node --import tsx bench/src/seed-only.ts [100k|1m]`: seeds a bench database without measuring (kept for reuse).
import { ensureSeeded, SCALE, SCALE_1M } from './seed';

const which = process.argv[2] ?? '100k';
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (m: string) => console.log(`[seed ${which}] ${m}`);
if (which === '1m') await ensureSeeded(base, 'pretoire_bench_1m', log, SCALE_1M);
else await ensureSeeded(base, 'pretoire_bench', log, SCALE);
