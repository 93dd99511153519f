import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, replies } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { answerAs, askAs, editTestApp, type User } from './edit-test-app';

// Every path that stores public text masks personal data written to slip past the detector (evasions of
// docs/decisions/trust-personal-data.md): the stored row, not only the response, holds the placeholder.

let t: TestApp;
let asker: User;
let lawyer: User;
beforeAll(async () => {
  ({ t, asker, lawyer } = await editTestApp());
});
afterAll(async () => {
  await t?.close();
});

const CONTENT = 'Mon employeur refuse de me payer mes heures supplémentaires depuis trois mois.';
const storedPost = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];
const storedReply = async (id: string) => (await t.db.select().from(replies).where(eq(replies.id, id)))[0];

describe('evasions masked on every public write', () => {
  it('a question: phone in brackets in the title, e-mail in words and an IBAN cut by a line break in the content', async () => {
    const post = await askAs(t, asker, {
      title: 'Heures impayées, appelez le (06) 12 34 56 78',
      content: `${CONTENT} Écrivez à jean.dupont [at] gmail [dot] com ou remboursez sur FR76 3000 6000 0112\n3456 7890 189.`,
      category: 'travail',
    });
    expect(post.masked.masked).toEqual([
      { kind: 'email', count: 1 },
      { kind: 'iban', count: 1 },
      { kind: 'phone', count: 1 },
    ]);
    const row = await storedPost(post._id);
    expect(row.title).toBe('Heures impayées, appelez le ([téléphone masqué]');
    expect(row.content).toBe(`${CONTENT} Écrivez à [e-mail masqué] ou remboursez sur [IBAN masqué].`);
  });

  it('an answer, a reply to it, and the edits of both', async () => {
    const post = await askAs(t, asker, { title: 'Heures supplémentaires impayées', content: CONTENT, category: 'travail' });
    const { body, id } = await answerAs(t, lawyer, post._id, 'Appelez mon cabinet au 06 - 12 - 34 - 56 - 78 demain.');
    expect(body.masked.masked).toEqual([{ kind: 'phone', count: 1 }]);
    expect((await storedReply(id)).content).toBe('Appelez mon cabinet au [téléphone masqué] demain.');

    const child = await t.request({
      method: 'POST',
      url: `/api/posts/${post._id}/replies/${id}`,
      token: asker.token,
      payload: { content: 'Merci ! Voici mon mail : marie arobase orange point fr' },
    });
    expect(child.statusCode, child.body).toBe(200);
    const childId = (child.json().replies[0].replies as { _id: string }[]).at(-1)?._id as string;
    expect((await storedReply(childId)).content).toBe('Merci ! Voici mon mail : [e-mail masqué]');

    const editReply = await t.request({
      method: 'PUT',
      url: `/api/posts/${post._id}/replies/${id}`,
      token: lawyer.token,
      payload: { content: 'Écrivez plutôt à jean.dupont&#64;gmail.com.' },
    });
    expect(editReply.statusCode, editReply.body).toBe(200);
    expect((await storedReply(id)).content).toBe('Écrivez plutôt à [e-mail masqué].');

    const editPost = await t.request({
      method: 'PUT',
      url: `/api/posts/${post._id}`,
      token: asker.token,
      payload: { content: `${CONTENT} Mon numéro de sécu : 1 85 05 78\n006 084 91, tél. 0 6 1 2 3 4 5 6 7 8.` },
    });
    expect(editPost.statusCode, editPost.body).toBe(200);
    expect((await storedPost(post._id)).content).toBe(
      `${CONTENT} Mon numéro de sécu : [n° de sécurité sociale masqué], tél. [téléphone masqué].`,
    );
  });
});
