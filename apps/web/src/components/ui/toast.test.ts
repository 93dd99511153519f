import { TOAST_DEFAULT_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@pretoire/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Toast, ToastView, toastDuration, toastReducer } from './toast';

describe('toastDuration', () => {
  it('3 s for success', () => expect(toastDuration({ title: 'ok', kind: 'success' })).toBe(3000));
  it('5 s for failures', () => expect(toastDuration({ title: 'ko', kind: 'error' })).toBe(5000));
  it('5 s for the lawyer submission', () => expect(toastDuration({ title: 'x', kind: 'info', long: true })).toBe(5000));
  it('the display default (5000 ms) for info', () => expect(toastDuration({ title: 'i', kind: 'info' })).toBe(TOAST_DEFAULT_MS));
});

describe('toast list (spec §9: one at a time, removed 1,000,000 ms after being dismissed)', () => {
  const toast = (id: number): Toast => ({ id, title: `t${id}`, kind: 'success', open: true });
  it('keeps at most TOAST_LIMIT toasts, the newest first', () => {
    const state = [1, 2, 3].reduce((s, id) => toastReducer(s, { type: 'add', toast: toast(id) }), [] as Toast[]);
    expect(TOAST_LIMIT).toBe(1);
    expect(state.map((t) => t.id)).toEqual([3]);
  });
  it('hides a dismissed toast and drops it on removal', () => {
    const shown = toastReducer([], { type: 'add', toast: toast(1) });
    const dismissed = toastReducer(shown, { type: 'dismiss', id: 1 });
    expect(dismissed).toEqual([{ ...toast(1), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 1 })).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

describe('toast icons (spec §2)', () => {
  const html = (kind: 'error' | 'success' | 'info') => renderToStaticMarkup(createElement(ToastView, { toast: { title: 'Titre', kind } }));
  it('error: an alert circle, announced as an alert', () => {
    expect(html('error')).toContain('role="alert"');
    expect(html('error')).toContain('lucide-circle-alert');
    expect(html('error')).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
  it('success: a check mark; info: an info sign; both announced as a status', () => {
    expect(html('success')).toContain('lucide-circle-check');
    expect(html('success')).toContain('role="status"');
    expect(html('info')).toContain('lucide-info');
  });
  it('one distinct icon per kind, beside the title', () => {
    const icons = (['error', 'success', 'info'] as const).map((k) => /class="lucide (lucide-[a-z-]+)/.exec(html(k))?.[1]);
    expect(new Set(icons).size).toBe(3);
    expect(html('info').indexOf('<svg')).toBeLessThan(html('info').indexOf('Titre'));
  });
});
