import type { DeskQueueItem } from '@pretoire/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Row } from './components/desk-queue';

const item = (missingFacts: DeskQueueItem['missingFacts']): DeskQueueItem => ({
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Heures non payées',
  status: 'open',
  category: { _id: '00000000-0000-4000-8000-000000000002', name: 'Droit du travail', slug: 'travail' },
  createdAt: '2026-03-20T10:00:00.000Z',
  waitingSeconds: 3600,
  deadline: null,
  lawyersAnswered: 0,
  missingFacts,
});
const html = (q: DeskQueueItem) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Row, { q })));

describe('a row of the lawyers’ desk', () => {
  it('says which facts the question lacks, in the checklist’s order', () => {
    const out = html(
      item([
        { id: 'convention', label: 'Convention collective (IDCC)' },
        { id: 'notification', label: 'Date de notification' },
      ]),
    );
    expect(out).toContain('Faits manquants : Convention collective (IDCC), Date de notification');
  });
  it('says nothing when the question gives every fact', () => {
    expect(html(item([]))).not.toContain('Faits manquants');
  });
});
