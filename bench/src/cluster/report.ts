// Tables for the terminal, in the style of bench/src/run.ts.
import type { PhaseResult } from './run';

function table(head: string[], body: (string | number)[][]) {
  const rows = body.map((r) => r.map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}`);
}

export function printTables(out: {
  machine: { cpus: number; totalMemGiB: number; loadAvgAtStart: number[] };
  phases: PhaseResult[];
  ratios: { notifyRepliesPerSec: number; mixedReqPerSec: number };
}) {
  const ps = out.phases;
  console.log(
    `\nmachine: ${out.machine.cpus} cores, ${out.machine.totalMemGiB} GiB, load average ${out.machine.loadAvgAtStart[0].toFixed(1)} at start`,
  );
  table(
    ['sockets', 'instances', 'connect s', 'failed', 'per instance', 'disconnects A+B'],
    ps.map((p) => [
      p.sockets.wanted,
      p.instances,
      (p.sockets.connectMs / 1000).toFixed(1),
      p.sockets.failures,
      p.sockets.perUpstream.join('/'),
      p.notify.disconnects + p.mixed.disconnects,
    ]),
  );
  table(
    [
      'A: notifications',
      'replies/s',
      'reply p50',
      'reply p99',
      'commit→event ≤ p50',
      '≤ p99',
      'ev−resp p50',
      'ev−resp p99',
      'ev first',
      'missing',
      'non2xx+err',
    ],
    ps.map((p) => {
      const a = p.notify;
      return [
        `${p.instances} instance(s)`,
        a.repliesPerSec,
        a.replyP50,
        a.replyP99,
        a.upperBoundP50,
        a.upperBoundP99,
        a.afterResponseP50,
        a.afterResponseP99,
        `${a.eventBeforeResponse}/${a.replies}`,
        a.missing,
        a.non2xx + a.httpErrors,
      ];
    }),
  );
  table(
    ['B: mixed 90/10', 'req/s', 'p50', 'p99', 'errors', 'non2xx', 'sockets kept', 'peak RSS MiB per instance', 'proxy', 'bench'],
    ps.map((p) => {
      const b = p.mixed;
      const inst = Object.entries(b.peakRssMiB)
        .filter(([k]) => k.startsWith('instance'))
        .map(([, v]) => v);
      return [
        `${p.instances} instance(s)`,
        b.reqPerSec,
        b.p50,
        b.p99,
        b.errors,
        b.non2xx,
        b.socketsConnectedAfter,
        inst.join('/'),
        b.peakRssMiB.proxy,
        b.peakRssMiB.bench,
      ];
    }),
  );
  const groups = [...new Set(ps.flatMap((p) => [...Object.keys(p.notify.cpu.coresPct), ...Object.keys(p.mixed.cpu.coresPct)]))];
  table(
    ['CPU, % of one core', ...groups, 'machine busy %'],
    ps.flatMap((p) => [
      [`A, ${p.instances} inst.`, ...groups.map((g) => p.notify.cpu.coresPct[g] ?? '-'), p.notify.cpu.machineBusyPct],
      [`B, ${p.instances} inst.`, ...groups.map((g) => p.mixed.cpu.coresPct[g] ?? '-'), p.mixed.cpu.machineBusyPct],
    ]),
  );
  for (const p of ps)
    if (p.serverErrorLineCount)
      console.log(
        `\n${p.instances} instance(s): ${p.serverErrorLineCount} warning/error lines from the servers, first: ${p.serverErrorLines[0]}`,
      );
  console.log(
    `\ntwo / one instance: replies/s ×${out.ratios.notifyRepliesPerSec}, mixed req/s ×${out.ratios.mixedReqPerSec} (aim ≥ 1.6)\n`,
  );
}
