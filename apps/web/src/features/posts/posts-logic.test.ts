import type { AuthorSummary, PostDetail, Reply } from '@pretoire/contracts';
import { DELETED_REPLY_CONTENT, POST_FORM_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { findReply, withoutReply, withRating } from './api/thread';
import { validatePost } from './components/create-post-form';
import { pageWindow } from './components/pagination';
import { answersLabel, timeAgo } from './format';
import { listSearch, parseListParams } from './hooks/use-list-params';

const author: AuthorSummary = {
  _id: 'l1',
  role: 'lawyer',
  status: 'active',
  nickname: null,
  firstName: 'Claire',
  lastName: 'Martin',
  profilePicture: null,
  barAssociation: 'Barreau de Lyon',
  isDeleted: false,
  badges: [],
  acceptsConsultations: false,
};
const reply = (id: string, replies: Reply[] = []): Reply => ({
  _id: id,
  parentId: null,
  content: `texte ${id}`,
  author,
  createdAt: '',
  updatedAt: '',
  isSatisfactory: false,
  rating: null,
  isDeleted: false,
  replies,
});
const post = (replies: Reply[]): PostDetail => ({
  _id: 'p',
  title: 't',
  content: 'c',
  status: 'answered',
  category: { _id: 'c', name: 'n', slug: 's' },
  author,
  replyCount: 3,
  createdAt: '',
  updatedAt: '',
  unansweredHelpAt: '',
  replies,
});

describe('list filters in the URL', () => {
  it('parses known values and falls back to defaults', () => {
    expect(parseListParams(new URLSearchParams('status=resolved&sort=old&q=%20bail%20&page=3'))).toEqual({
      status: 'resolved',
      sortBy: 'old',
      q: 'bail',
      page: 3,
    });
    expect(parseListParams(new URLSearchParams('status=closed&sort=random&page=-2'))).toEqual({
      status: 'all',
      sortBy: 'new',
      q: '',
      page: 1,
    });
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listSearch({ status: 'all', sortBy: 'new', q: '', page: 1 })).toBe('');
    const p = { status: 'open' as const, sortBy: 'popular' as const, q: 'préavis', page: 2 };
    expect(parseListParams(new URLSearchParams(listSearch(p)))).toEqual(p);
  });
});

describe('pagination window', () => {
  it('keeps first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('optimistic thread previews', () => {
  it('a deleted reply with children becomes a tombstone; a leaf goes', () => {
    const p = post([reply('a', [reply('b')]), reply('c')]);
    const t = withoutReply(p, 'a');
    expect(t.replies[0]).toMatchObject({ _id: 'a', isDeleted: true, content: DELETED_REPLY_CONTENT });
    expect(t.replies[0]!.replies.map((r) => r._id)).toEqual(['b']);
    expect(withoutReply(p, 'b').replies[0]!.replies).toEqual([]);
    expect(withoutReply(p, 'c').replies.map((r) => r._id)).toEqual(['a']);
    expect(withoutReply(p, 'c').replyCount).toBe(2);
  });
  it('a rating marks the reply satisfactory and the question resolved', () => {
    const r = withRating(post([reply('a', [reply('b')])]), 'b', 4);
    expect(r.status).toBe('resolved');
    expect(findReply(r.replies, 'b')).toMatchObject({ isSatisfactory: true, rating: 4 });
    expect(findReply(r.replies, 'a')).toMatchObject({ isSatisfactory: false });
  });
});

describe('create form checks', () => {
  it('uses the contracts limits on trimmed text', () => {
    expect(validatePost({ title: '  Bail  ', category: '', content: 'court' })).toEqual({
      title: POST_FORM_MESSAGES.tooShort(5),
      category: POST_FORM_MESSAGES.categoryRequired,
      content: POST_FORM_MESSAGES.tooShort(20),
    });
    expect(validatePost({ title: 'Bail commercial', category: 'c', content: 'x'.repeat(20) })).toEqual({});
    expect(validatePost({ title: 'x'.repeat(201), category: 'c', content: 'x'.repeat(20_001) })).toEqual({
      title: POST_FORM_MESSAGES.tooLong(200),
      content: POST_FORM_MESSAGES.tooLong(20_000),
    });
  });
});

describe('French wording', () => {
  it('says how old a message is and how many answers it has', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-10T11:59:40Z', now)).toBe('à l\u2019instant');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('il y a 3 heures');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('hier');
    expect(answersLabel(0)).toBe('Aucune réponse');
    expect(answersLabel(1)).toBe('1 réponse');
    expect(answersLabel(12)).toBe('12 réponses');
  });
});
