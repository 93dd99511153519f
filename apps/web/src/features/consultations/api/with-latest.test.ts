import type { ConsultationDetail, ConsultationMessage } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { withLatest } from './consultations';

// The thread shown = older pages loaded on demand + the latest page, refetched live (docs/decisions/consultation-limits.md).

const msg = (n: number): ConsultationMessage => ({
  _id: `m${n}`,
  authorId: 'a',
  content: `n°${n}`,
  erasedAt: null,
  attachment: null,
  createdAt: new Date(1_800_000_000_000 + n * 1000).toISOString(),
});
const detail = (from: number, to: number, olderCursor: string | null): ConsultationDetail => ({
  _id: 'c',
  status: 'accepted',
  as: 'asker',
  asker: { _id: 'a', name: 'A' },
  lawyer: { _id: 'l', name: 'Maître L' },
  postId: null,
  unread: 0,
  createdAt: msg(0).createdAt,
  updatedAt: msg(to).createdAt,
  messages: Array.from({ length: to - from + 1 }, (_, i) => msg(from + i)),
  olderCursor,
});
const ids = (d: ConsultationDetail) => d.messages.map((m) => m._id);

describe('withLatest', () => {
  it('keeps the older messages shown and adds the new ones when the latest page moved on', () => {
    // Shown: 1..9 (older pages loaded down to the first); the refetched latest page is 6..11.
    const merged = withLatest(detail(1, 9, null), detail(6, 11, 'm6'));
    expect(ids(merged)).toEqual(Array.from({ length: 11 }, (_, i) => `m${i + 1}`));
    expect(merged.olderCursor).toBeNull();
  });

  it('takes the refetched page\u2019s version of the messages it covers (an erased message becomes a tombstone)', () => {
    const latest = detail(4, 6, 'm4');
    latest.messages[1] = { ...latest.messages[1], content: null, erasedAt: latest.messages[1].createdAt };
    const merged = withLatest(detail(1, 6, null), latest);
    expect(merged.messages[4]).toMatchObject({ _id: 'm5', content: null });
  });

  it('starts again from the latest page when it does not meet what is shown (a gap would hide messages)', () => {
    const merged = withLatest(detail(1, 5, null), detail(20, 25, 'm20'));
    expect(ids(merged)).toEqual(['m20', 'm21', 'm22', 'm23', 'm24', 'm25']);
    expect(merged.olderCursor).toBe('m20');
  });

  it('is the latest page on first load', () => {
    expect(withLatest(undefined, detail(3, 4, 'm3'))).toEqual(detail(3, 4, 'm3'));
  });
});
