import type { PostDetail } from '@pretoire/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditPostForm } from './components/edit-forms';

const post = (slug: string, content: string): PostDetail => ({
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Mon bail',
  content,
  status: 'open',
  category: { _id: '00000000-0000-4000-8000-000000000002', name: 'Immobilier', slug },
  author: {
    _id: '00000000-0000-4000-8000-000000000003',
    role: 'user',
    status: 'active',
    nickname: 'lea',
    firstName: null,
    lastName: null,
    profilePicture: null,
    barAssociation: null,
    isDeleted: false,
    badges: [],
    acceptsConsultations: false,
  },
  replyCount: 0,
  createdAt: '2026-03-20T10:00:00.000Z',
  updatedAt: '2026-03-20T10:00:00.000Z',
  unansweredHelpAt: '2026-03-23T10:00:00.000Z',
  replies: [],
});
const html = (p: PostDetail) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(EditPostForm, { post: p, onSaved() {}, onCancel() {} }),
    ),
  );

describe('editing a question', () => {
  it('shows the category’s facts checklist, ticked from the text being edited', () => {
    const out = html(post('immobilier-logement', 'Je loue un meublé, le propriétaire garde mon dépôt.'));
    expect(out).toContain('Pour qu’un avocat puisse vous répondre, précisez si possible');
    expect(out).toContain('data-fact="meuble" data-given="true"');
    expect(out).toContain('data-fact="bail" data-given="false"');
    expect(out).toContain('Quand le bail a-t-il été signé ou a-t-il pris effet ?');
  });
  it('shows no checklist for a category without one', () => {
    expect(html(post('inconnue', 'Une question sans catégorie connue.'))).not.toContain('data-facts-checklist');
  });
});
