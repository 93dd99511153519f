import { describe, expect, it } from 'vitest';
import type { Reply } from './schemas/forum';
import { showsUnansweredHelp, UNANSWERED_HELP_LINKS } from './unanswered-help';

const H = 3_600_000;
const created = Date.parse('2026-11-20T10:00:00Z');
const reply = (role: 'lawyer' | 'user', extra: Partial<Reply> = {}): Reply => ({
  _id: `r-${role}`,
  parentId: null,
  content: 'texte',
  author: { _id: role, role, isDeleted: false } as Reply['author'],
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  isSatisfactory: false,
  rating: null,
  isDeleted: false,
  replies: [],
  ...extra,
});
const q = (replies: Reply[] = [], afterHours = 72) => ({
  authorId: 'asker',
  helpAt: new Date(created + afterHours * H).toISOString(),
  replies,
});

describe('showsUnansweredHelp', () => {
  it('shows from 72 hours on, not before', () => {
    expect(showsUnansweredHelp(q(), 'asker', created + 72 * H - 1)).toBe(false);
    expect(showsUnansweredHelp(q(), 'asker', created + 72 * H)).toBe(true);
  });
  it('only to the asker, signed in', () => {
    expect(showsUnansweredHelp(q(), null, created + 100 * H)).toBe(false);
    expect(showsUnansweredHelp(q(), 'someone', created + 100 * H)).toBe(false);
  });
  it('not once a lawyer answered visibly, even nested', () => {
    expect(showsUnansweredHelp(q([reply('lawyer')]), 'asker', created + 100 * H)).toBe(false);
    expect(showsUnansweredHelp(q([reply('user', { replies: [reply('lawyer')] })]), 'asker', created + 100 * H)).toBe(false);
  });
  it('still when the only lawyer answers are hidden or deleted, or the replies are members’', () => {
    const gone = [reply('lawyer', { hidden: true }), reply('lawyer', { isDeleted: true }), reply('user')];
    expect(showsUnansweredHelp(q(gone), 'asker', created + 100 * H)).toBe(true);
  });
  it('from the moment the server gave, whatever the default delay', () => {
    expect(showsUnansweredHelp(q([], 24), 'asker', created + 24 * H - 1)).toBe(false);
    expect(showsUnansweredHelp(q([], 24), 'asker', created + 24 * H)).toBe(true);
    expect(showsUnansweredHelp(q([], 100), 'asker', created + 72 * H)).toBe(false);
  });
});

describe('UNANSWERED_HELP_LINKS', () => {
  it('point to official sites only', () => {
    for (const l of UNANSWERED_HELP_LINKS) expect(new URL(l.url).hostname).toMatch(/^www\.(justice|service-public)\.fr$/);
  });
});
