import { describe, expect, it } from 'vitest';
import { frenchNumber, monthYear, parisDate, type RelativeUnit, relativeTime } from './french-format';

// Intl is the reference: the hand-written formats must print exactly what it prints, or a page's text would change.
const parisFmt = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const monthFmt = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const rtf = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });

describe('parisDate', () => {
  it('matches Intl every 37 minutes over 2020–2031, and around each change of summer time', () => {
    const step = 37 * 60_000;
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2031, 0, 1); t += step) {
      const iso = new Date(t).toISOString();
      if (parisDate(iso) !== parisFmt.format(t)) expect(parisDate(iso), iso).toBe(parisFmt.format(t));
    }
    for (const day of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2027-03-28', '2027-10-31']) {
      for (let m = 0; m < 48 * 60; m += 1) {
        const t = Date.parse(`${day}T00:00:00Z`) - 12 * 3_600_000 + m * 60_000;
        if (parisDate(new Date(t).toISOString()) !== parisFmt.format(t))
          expect(parisDate(new Date(t).toISOString())).toBe(parisFmt.format(t));
      }
    }
  });
  it('reads the API’s ISO strings, offsets included', () => {
    expect(parisDate('2026-11-26T23:30:00.000Z')).toBe('27 novembre 2026');
    expect(parisDate('2026-07-31T22:00:00+00:00')).toBe('1 août 2026');
  });
});

describe('monthYear', () => {
  it('matches Intl for every month', () => {
    for (let y = 2024; y <= 2027; y += 1)
      for (let m = 1; m <= 12; m += 1) {
        const key = `${y}-${String(m).padStart(2, '0')}`;
        expect(monthYear(key)).toBe(monthFmt.format(new Date(`${key}-01T00:00:00Z`)));
      }
  });
});

describe('frenchNumber', () => {
  it('matches toLocaleString', () => {
    const values = [
      0, 1, 7, 12, 999, 1_000, 1_234, 12_345, 123_456, 1_234_567, 98_765_432, -5, -1_500, 0.5, 1.25, 12.5, 3.14259, 1_234.5678, 2.0004,
    ];
    for (const v of values) {
      expect(frenchNumber(v), String(v)).toBe(v.toLocaleString('fr-FR'));
      expect(frenchNumber(v, 1), String(v)).toBe(v.toLocaleString('fr-FR', { maximumFractionDigits: 1 }));
      expect(frenchNumber(v, 0), String(v)).toBe(v.toLocaleString('fr-FR', { maximumFractionDigits: 0 }));
    }
  });
});

describe('relativeTime', () => {
  it('matches Intl.RelativeTimeFormat (numeric: auto)', () => {
    const units: RelativeUnit[] = ['minute', 'hour', 'day', 'month', 'year'];
    const values = [...Array.from({ length: 121 }, (_, i) => i - 60), 999, 1_000, -1_000, -12_345, 1_000_000, -2_000_000];
    for (const unit of units) for (const v of values) expect(relativeTime(v, unit), `${v} ${unit}`).toBe(rtf.format(v, unit));
  });
});
