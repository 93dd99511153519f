import { describe, expect, it } from 'vitest';
import { notificationTarget } from './post-target';

describe('notificationTarget', () => {
  it('takes a string post field as the id', () => {
    expect(notificationTarget({ post: 'abc-123', content: 'x' })).toEqual({ postId: 'abc-123' });
  });
  it('takes _id, then id, from an object post field', () => {
    expect(notificationTarget({ post: { _id: 'p1', id: 'p2' }, content: '' })).toEqual({ postId: 'p1' });
    expect(notificationTarget({ post: { id: 'p2' }, content: '' })).toEqual({ postId: 'p2' });
  });
  it('falls back to the title in the text when the post field is empty or unusable', () => {
    expect(notificationTarget({ post: null, content: 'Maître X a répondu à votre question "Voisin bruyant"' })).toEqual({
      title: 'Voisin bruyant',
    });
    expect(notificationTarget({ post: { _id: 42 }, content: 'New reply on post "Bail commercial"' })).toEqual({ title: 'Bail commercial' });
    expect(notificationTarget({ post: '  ', content: 'Réponse sur la question "Il a dit "non""' })).toEqual({ title: 'Il a dit "non"' });
  });
  it('gives nothing without id or title', () => {
    expect(notificationTarget({ post: null, content: 'Bienvenue sur Prétoire' })).toBeNull();
    expect(notificationTarget({ content: 'question ""' })).toBeNull();
  });
});
