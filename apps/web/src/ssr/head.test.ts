import type { AuthorSummary, PostDetail, Reply } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { excerpt, headHtml, pageHead } from './head';
import { jsonLdScript, qaPage } from './json-ld';
import { safeJson } from './payload';

const author = (over: Partial<AuthorSummary>): AuthorSummary => ({
  _id: 'u',
  role: 'user',
  status: 'active',
  nickname: 'camille',
  firstName: null,
  lastName: null,
  profilePicture: null,
  barAssociation: null,
  isDeleted: false,
  badges: [],
  acceptsConsultations: false,
  ...over,
});
const lawyer = (id: string, last: string) => author({ _id: id, role: 'lawyer', nickname: null, firstName: 'Anne', lastName: last });
const reply = (id: string, over: Partial<Reply>): Reply => ({
  _id: id,
  parentId: null,
  content: `texte ${id}`,
  author: lawyer(`l-${id}`, id),
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  isSatisfactory: false,
  rating: null,
  isDeleted: false,
  replies: [],
  ...over,
});
const post = (replies: Reply[]): PostDetail => ({
  _id: 'p1',
  title: 'Titre',
  content: 'Contenu',
  status: 'answered',
  category: { _id: 'c1', name: 'Droit du travail', slug: 'travail' },
  author: author({}),
  replyCount: replies.length,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  unansweredHelpAt: '2026-01-04T10:00:00.000Z',
  replies,
});

describe('a question hidden by moderation', () => {
  it('is marked noindex and carries no structured data; restored, it is indexed again', () => {
    const input = { page: 'post' as const, post: { ...post([]), hidden: true } };
    const hidden = pageHead(input, 'https://pretoire.example');
    expect(hidden.noindex).toBe(true);
    expect(hidden.jsonLd).toBeUndefined();
    expect(headHtml(hidden, 'https://pretoire.example')).toContain('<meta name="robots" content="noindex" />');
    const restored = pageHead({ ...input, post: { ...input.post, hidden: false } }, 'https://pretoire.example');
    expect(restored.noindex).toBeFalsy();
    expect(restored.jsonLd).toHaveLength(2);
  });
});

describe('excerpt', () => {
  it('keeps short text, cuts long text at a word with an ellipsis, within the limit', () => {
    expect(excerpt('  deux   mots ')).toBe('deux mots');
    const long = excerpt('mot '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('mot…')).toBe(true);
  });
});

describe('QAPage', () => {
  it('accepts the satisfactory answer with the best rating; other lawyers’ answers are suggested; members’ replies are not answers', () => {
    const qa = qaPage(
      post([
        reply('a', { isSatisfactory: true, rating: 3 }),
        reply('b', { isSatisfactory: true, rating: 5 }),
        reply('c', {}),
        reply('m', { author: author({ _id: 'u' }) }),
        reply('d', { isDeleted: true, content: 'Réponse supprimée' }),
      ]),
      'https://x.fr',
    );
    const q = qa.mainEntity as unknown as {
      answerCount: number;
      acceptedAnswer: { text: string; url: string };
      suggestedAnswer: { text: string }[];
    };
    expect(q.answerCount).toBe(3);
    expect(q.acceptedAnswer.text).toBe('texte b');
    expect(q.acceptedAnswer.url).toBe('https://x.fr/post/p1#reponse-b');
    expect(q.suggestedAnswer.map((a) => a.text)).toEqual(['texte a', 'texte c']);
  });

  it('has no acceptedAnswer when none is satisfactory', () => {
    expect('acceptedAnswer' in (qaPage(post([reply('a', {})]), 'https://x.fr').mainEntity as object)).toBe(false);
  });
});

describe('escaping', () => {
  it('JSON in a script block cannot close it or open a comment, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028 \u2029 "' };
    const block = jsonLdScript(value);
    const inner = block.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(inner)).toEqual(value);
    expect(JSON.parse(safeJson(value))).toEqual(value);
  });

  it('head tags escape attributes and text', () => {
    const html = headHtml(pageHead({ page: 'post', post: { ...post([]), title: 'A "B" <C> & D' } }, 'https://x.fr'), 'https://x.fr');
    expect(html).toContain('<title>A "B" &lt;C&gt; &amp; D — Prétoire</title>');
    expect(html).toContain('content="A &quot;B&quot; &lt;C&gt; &amp; D — Prétoire"');
    expect(html).toContain('<link rel="canonical" href="https://x.fr/post/p1" />');
  });

  it('not-found and filtered lists are noindex; page 2 keeps its page in the canonical', () => {
    expect(headHtml(pageHead({ page: 'not-found' }, 'https://x.fr'), 'https://x.fr')).toContain('name="robots" content="noindex"');
    const two = pageHead({ page: 'home', pageNo: 2, filtered: false }, 'https://x.fr');
    expect(two.canonical).toBe('/home?page=2');
    expect(pageHead({ page: 'home', pageNo: 1, filtered: true }, 'https://x.fr').noindex).toBe(true);
  });
});
