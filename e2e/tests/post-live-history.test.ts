import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { answer, api, askQuestion, registerPair } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { newPage, settled, signedInPage } from '../src/session';

// The question page's live thread (docs/decisions/post-live-thread.md) and its open edit history
// (docs/decisions/post-edit-history.md).

let h: Harness;
const member = { email: 'lea@post-live-history.test', nickname: 'lea_histo', password: 'Zq7!fjr2-Lpx-52-toile' };
const lawyer = { email: 'paul.roux@post-live-history.avocat.test', password: 'Zq7!fjr2-Lpx-53-toile' };
let lawyerToken: string;
let memberToken: string;

beforeAll(async () => {
  h = await startHarness();
  ({ memberToken, lawyerToken } = await registerPair(h, member, lawyer));
}, 300_000);
afterAll(async () => h?.stop());

/** The page watches the question: the server acknowledged it, so an answer posted now reaches it. */
const live = (p: Page) => p.locator('section[data-live="on"]').waitFor();
const answersHeading = (p: Page) => p.locator('#answers');

describe('question page', () => {
  it('new answers appear live for the asker and a visitor; a draft being typed keeps its text and focus', async () => {
    const postId = await askQuestion(h, memberToken, { title: 'Caution non restituée après le départ' });
    const { page: asker } = await signedInPage(h, member.email, member.password);
    const visitor = await newPage(h.browser);
    for (const p of [asker, visitor]) {
      await p.goto(`${h.baseUrl}/post/${postId}`);
      await settled(p);
      await live(p);
      expect(await answersHeading(p).textContent()).toContain('Aucune réponse');
    }

    // Nobody is typing: the answer is put in the thread at once.
    const first = 'Le bailleur doit restituer le dépôt dans le mois qui suit la remise des clés.';
    const firstId = await answer(h, lawyerToken, postId, first);
    for (const p of [asker, visitor]) await p.getByText(first).waitFor();

    // The asker starts a reply to that answer; a second answer arrives meanwhile.
    await asker
      .locator(`[data-reply-id="${firstId}"]`)
      .getByRole('button', { name: /^Répondre/ })
      .click();
    const box = asker.getByLabel('Votre réponse à ce message');
    const draft = 'Merci Maître, et si le bailleur ne répond pas ?';
    await box.fill(draft);
    const second = 'Passé ce délai, le dépôt produit des intérêts de 10 % du loyer par mois de retard.';
    await answer(h, lawyerToken, postId, second);
    await visitor.getByText(second).waitFor();
    const more = asker.getByRole('button', { name: '1 nouvelle réponse — afficher' });
    await more.waitFor();
    expect(await asker.getByText(second).count()).toBe(0);
    expect(await box.inputValue()).toBe(draft);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(asker)).toEqual([]);
    await h.screenshot(asker, 'post-live-waiting');

    await more.click();
    await asker.getByText(second).waitFor();
    expect(await box.inputValue()).toBe(draft);
    expect(await asker.getByRole('button', { name: /nouvelle/ }).count()).toBe(0);
    await h.screenshot(visitor, 'post-live-visitor');
  });

  it('everyone reads the edit history: a word diff with the edit summary', async () => {
    const postId = await askQuestion(h, memberToken, {
      title: 'Heures supplémentaires non payées',
      content: 'Mon employeur refuse de payer mes heures supplémentaires depuis trois mois.',
    });
    const replyId = await answer(h, lawyerToken, postId, 'Vous pouvez saisir le conseil de prud’hommes sous deux ans.');
    await api(h, 'PUT', `/posts/${postId}/replies/${replyId}`, {
      token: lawyerToken,
      body: { content: 'Vous pouvez saisir le conseil de prud’hommes sous trois ans.', summary: 'Délai de prescription corrigé' },
    });

    // The asker edits the question through the form, with a summary.
    const { page: asker } = await signedInPage(h, member.email, member.password);
    await asker.goto(`${h.baseUrl}/post/${postId}`);
    await settled(asker);
    await asker.getByRole('button', { name: 'Modifier la question' }).click();
    const form = asker.getByRole('form', { name: 'Modifier la question' });
    await form.getByLabel('Votre question').fill('Mon employeur refuse de payer mes heures supplémentaires depuis six mois.');
    await form.getByLabel(/Motif de la modification/).fill('Durée mise à jour');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await asker.getByText('Modification enregistrée ✓').waitFor();

    const visitor = await newPage(h.browser);
    await visitor.goto(`${h.baseUrl}/post/${postId}`);
    await settled(visitor);
    await visitor.getByText('Versions précédentes').click();
    const question = visitor.getByRole('region', { name: 'Question' });
    await question.getByText('Motif de la modification : Durée mise à jour').waitFor();
    expect(await question.locator('del').first().textContent()).toBe('[supprimé : trois]');
    expect(await question.locator('ins').first().textContent()).toBe('[ajouté : six]');
    const answerHistory = visitor.getByRole('region', { name: /^Réponse de/ });
    await answerHistory.getByText('Motif de la modification : Délai de prescription corrigé').waitFor();
    expect(await answerHistory.locator('del').first().textContent()).toBe('[supprimé : deux]');
    expect(await seriousViolations(visitor)).toEqual([]);
    await h.screenshot(visitor, 'post-history-diff');
  });
});
