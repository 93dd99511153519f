import type { AdminStats } from '@pretoire/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { SERIES } from './daily-series';

const HEIGHT = 260;
const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** uPlot canvas (lazy chunk). Decorative for assistive tech: the table beside it carries the same data. */
export default function DailyChart({ daily }: { daily: AdminStats['daily'] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      daily.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000),
      ...SERIES.map((s) => daily.map((d) => d[s.key])),
    ];
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        // Days are UTC dates: draw them in UTC so a day never shifts by the viewer's time zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        series: [{ label: 'Jour' }, ...SERIES.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { size: 4 } }))],
        axes: [
          { stroke: '#2b3a5c', values: (_u, splits) => splits.map((ts) => dayLabel.format(new Date(ts * 1000))) },
          { stroke: '#2b3a5c', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        legend: { show: false },
      },
      data,
      el,
    );
    const ro = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return <div ref={ref} aria-hidden data-testid="daily-chart" className="w-full" />;
}
