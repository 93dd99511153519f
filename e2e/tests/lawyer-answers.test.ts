import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, login, registerPair } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

let h: Harness;
const member = { email: 'leo@lawyer-answers.test', nickname: 'leo75', password: 'Zq7!fjr2-Lpx-42-toile' };
const lawyer = { email: 'claire.martin@lawyer-answers.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile' };

beforeAll(async () => {
  h = await startHarness();
  await registerPair(h, member, lawyer);
});
afterAll(async () => h?.stop());

describe('lawyer answers a member', () => {
  it('member asks, approved lawyer answers, member replies nested and rates the answer 4 stars', async () => {
    const m = await pageAs(h.browser, await login(h, member.email, member.password));
    await m.goto(`${h.baseUrl}/create-post`);
    await m.getByLabel('Titre').fill('Licenciement pendant un arrêt maladie');
    const select = m.getByLabel('Catégorie');
    await select.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    await select.selectOption((await select.locator('option:not([disabled])').first().getAttribute('value')) ?? '');
    await m.getByLabel('Votre situation').fill('Mon employeur veut me licencier alors que je suis en arrêt maladie depuis deux semaines.');
    await m.getByRole('button', { name: 'Publier ma question' }).click();
    await m.getByRole('heading', { level: 1, name: 'Licenciement pendant un arrêt maladie' }).waitFor();
    await m.getByText('Aucune réponse').waitFor();
    const url = m.url();
    const postId = url.split('/').pop()!;

    // The lawyer answers through the page.
    const l = await pageAs(h.browser, await login(h, lawyer.email, lawyer.password));
    await l.goto(url);
    await l
      .getByLabel("Votre réponse d'avocat")
      .fill('Un licenciement motivé par l’état de santé est nul ; conservez tous vos échanges écrits.');
    await l.getByRole('button', { name: 'Envoyer' }).click();
    await l.getByText('Un licenciement motivé par l’état de santé est nul', { exact: false }).waitFor();
    await l.getByText('Maître Claire Martin').waitFor();
    await l.getByText('Barreau de Lyon').waitFor();
    expect(await l.getByLabel("Votre réponse d'avocat").inputValue()).toBe('');

    // The member sees «Maître Claire Martin»; the nested box opens only on demand.
    await m.reload();
    await m.getByText('Maître Claire Martin').waitFor();
    await m.getByText('Répondue', { exact: true }).waitFor();
    expect(await m.getByLabel('Votre réponse à ce message').count()).toBe(0);
    const answer = m.getByRole('article', { name: 'Réponse de Maître Claire Martin' });
    await answer.getByRole('button', { name: 'Répondre' }).click();
    expect(await answer.getByRole('button', { name: 'Répondre' }).getAttribute('aria-expanded')).toBe('true');
    await m.getByLabel('Votre réponse à ce message').fill('Merci Maître, dois-je contester par écrit ?');
    await m.getByRole('button', { name: 'Envoyer' }).click();
    await m.getByText('Merci Maître, dois-je contester par écrit ?').waitFor();
    await m.getByLabel('Votre réponse à ce message').waitFor({ state: 'detached' });
    await m.getByText('Auteur de la question').waitFor();

    await answer.getByRole('group', { name: 'Marquer comme satisfaisante' }).getByRole('button', { name: '4 étoiles' }).click();
    await m.getByText('Réponse satisfaisante ★★★★', { exact: true }).waitFor();
    await m.getByText('Résolue', { exact: true }).waitFor();
    expect(await seriousViolations(m)).toEqual([]);
    await h.screenshot(m, 'post-answered');

    // The server holds the same thread: nested reply under the answer, rating 4, question resolved.
    const post = await api<{
      status: string;
      replies: { rating: number | null; isSatisfactory: boolean; replies: { content: string }[] }[];
    }>(h, 'GET', `/posts/${postId}`);
    expect(post.status).toBe('resolved');
    expect(post.replies[0]).toMatchObject({ isSatisfactory: true, rating: 4 });
    expect(post.replies[0]!.replies.map((r) => r.content)).toEqual(['Merci Maître, dois-je contester par écrit ?']);

    // The lawyer answers the member's follow-up in the same thread, and sees the badge earned.
    // Taking the pending rewards first keeps the reward pop-up (helper D's journey) out of this one.
    await api(h, 'GET', '/posts/lawyer/rewards', { token: await login(h, lawyer.email, lawyer.password) });
    await l.reload();
    const followUp = l.getByRole('article', { name: `Réponse de ${member.nickname}` });
    await followUp.getByRole('button', { name: 'Répondre' }).click();
    await l.getByLabel('Votre réponse à ce message').fill('Oui, par lettre recommandée avec accusé de réception.');
    await l.getByRole('button', { name: 'Envoyer' }).first().click();
    await l.getByText('Oui, par lettre recommandée avec accusé de réception.').waitFor();
    await l.getByText('Première réponse satisfaisante').first().waitFor();
    await m.context().close();
    await l.context().close();
  });
});
