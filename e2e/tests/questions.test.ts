import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { adminToken, api, type Category, categories, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

let h: Harness;
let cats: Category[];
const tokens: Record<'alice' | 'bruno' | 'lawyer', string> = { alice: '', bruno: '', lawyer: '' };
const ids: { accented: string; answered: string[]; firstWork: string } = { accented: '', answered: [], firstWork: '' };
const CONTENT = 'Je souhaiterais connaître mes droits dans cette situation, merci pour votre aide précieuse.';
// The list journeys read this file's 17 questions only (other journeys share the server): they all hold this word.
const WORD = 'zibeline';
const LISTED = `${CONTENT} Dossier ${WORD}.`;

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'alice@questions.test', 'alice_l', 'Zq7!fjr2-Lpx-42-toile');
  await registerMember(h, 'bruno@questions.test', 'bruno_r', 'Zq7!fjr2-Lpx-42-toile');
  tokens.alice = await login(h, 'alice@questions.test', 'Zq7!fjr2-Lpx-42-toile');
  tokens.bruno = await login(h, 'bruno@questions.test', 'Zq7!fjr2-Lpx-42-toile');
  tokens.lawyer = (
    await registerLawyer(
      h,
      { email: 'paul.durand@questions.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile', firstName: 'Paul', lastName: 'Durand' },
      { approve: true },
    )
  ).token;
  cats = await categories(h);
  const work = cats.find((c) => c.slug === 'travail')!;
  const housing = cats.find((c) => c.slug === 'immobilier-logement')!;
  // 16 work questions (two pages of 15 with the accented one), spread over two members.
  for (let i = 1; i <= 16; i++) {
    const token = i % 2 ? tokens.alice : tokens.bruno;
    const post = await api<{ _id: string }>(h, 'POST', '/posts', {
      token: token,
      body: { title: `Contrat de travail, question ${i}`, content: LISTED, category: work._id },
    });
    if (i === 1) ids.firstWork = post._id;
    if (i <= 3) {
      await api(h, 'POST', `/posts/${post._id}/replies`, {
        token: tokens.lawyer,
        body: { content: 'Voici les règles applicables à votre situation.' },
      });
      ids.answered.push(post._id);
    }
  }
  ids.accented = (
    await api<{ _id: string }>(h, 'POST', '/posts', {
      token: tokens.bruno,
      body: {
        title: 'Préavis de départ dans un logement meublé',
        content: `Quel est le délai de préavis quand on quitte un studio meublé loué depuis huit mois ? Dossier ${WORD}.`,
        category: housing._id,
      },
    })
  )._id;
});
afterAll(async () => h?.stop());

const cards = (page: Page) => page.locator('main ul[aria-busy] > li');

describe('question lists', () => {
  it('paginates with links, filters by status and sorts, all kept in the URL', async () => {
    const page = await pageAs(h.browser, null);
    await page.goto(`${h.baseUrl}/home?q=${WORD}`);
    await settled(page);
    await page.getByText('17 questions · page 1 sur 2').waitFor();
    expect(await cards(page).count()).toBe(15);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'questions-home');

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Suivant' }).click();
    await page.getByText('17 questions · page 2 sur 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await cards(page).count()).toBe(2);
    await page.goBack();
    await page.getByText('17 questions · page 1 sur 2').waitFor();

    await page.getByRole('group', { name: 'Filtrer par statut' }).getByRole('button', { name: 'Répondues' }).click();
    await page.getByText('3 questions · page 1 sur 1').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('answered');
    expect(await page.getByRole('button', { name: 'Répondues' }).getAttribute('aria-pressed')).toBe('true');
    for (const t of await cards(page).locator('h2').allTextContents()) expect(t).toMatch(/question [123]$/);

    await page.getByLabel('Trier par').selectOption('old');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('old');
    await expect.poll(() => cards(page).locator('h2').first().textContent()).toBe('Contrat de travail, question 1');

    // A shared link opens the same view; the back button walks back through the filters.
    await page.goto(`${h.baseUrl}/home?q=${WORD}&status=open&page=1`);
    await page.getByText('14 questions · page 1 sur 1').waitFor();
    await page.goBack();
    await expect.poll(() => cards(page).locator('h2').first().textContent()).toBe('Contrat de travail, question 1');
    await page.context().close();
  });

  it('finds an accented word, with or without its accent, and says when nothing matches', async () => {
    const page = await pageAs(h.browser, null, { width: 390, height: 844 });
    await page.goto(`${h.baseUrl}/home`);
    await settled(page);
    const box = page.getByRole('searchbox', { name: 'Rechercher une question' });
    await box.fill('préavis');
    await box.press('Enter');
    // Other journeys' questions may say «préavis» too: the count is theirs as well, the link is this file's.
    await page.getByText(/^\d+ questions? · page 1 sur \d+$/).waitFor();
    await page.getByRole('link', { name: 'Préavis de départ dans un logement meublé' }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('préavis');
    await h.screenshot(page, 'questions-search');

    // On a slow phone the next words are typed while the last search is still being shown: they stay in the box.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await box.fill('PREAVIS');
    await box.press('Enter');
    await box.fill('hélicoptère');
    await page.waitForURL((u) => u.searchParams.get('q') === 'PREAVIS');
    await page.getByRole('link', { name: 'Préavis de départ dans un logement meublé' }).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await box.inputValue()).toBe('hélicoptère');

    await box.press('Enter');
    await page.getByText('Aucune question ne correspond.').waitFor();
    await page.getByRole('link', { name: 'Effacer la recherche' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(null);
    await page.getByText(/^\d+ questions · page 1 sur \d+$/).waitFor();
    await page.context().close();
  });

  it('navigates by category and keeps the status filter', async () => {
    const page = await pageAs(h.browser, null);
    await page.goto(`${h.baseUrl}/home?status=answered`);
    await settled(page);
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Droit du travail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Droit du travail' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/category/${cats.find((c) => c.slug === 'travail')!._id}`);
    // The category holds other journeys' answered questions too: this file's three are among them, its open ones not.
    expect(new URL(page.url()).searchParams.get('status')).toBe('answered');
    for (const n of [1, 2, 3]) await page.getByRole('link', { name: `Contrat de travail, question ${n}`, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Contrat de travail, question 4', exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the error state and recovers on «Réessayer»', async () => {
    const page = await pageAs(h.browser, null);
    let fail = true;
    await page.route('**/api/posts?*', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    // /home arrives server-rendered with its list: the browser fetches a list when it navigates to one.
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('link', { name: 'Parcourir les questions déjà posées' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Server error. Please try again later.' });
    await alert.waitFor({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText(/^\d+ questions · page 1 sur \d+$/).waitFor();
    await page.context().close();
  });

  it('invites a visitor to sign up from the floating button; a member goes to the form in the current category', async () => {
    const visitor = await pageAs(h.browser, null);
    await visitor.goto(`${h.baseUrl}/home`);
    await settled(visitor);
    await visitor.getByRole('link', { name: 'Poser une question' }).click();
    const dialog = visitor.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-mode')).toBe('register');
    await visitor.context().close();

    const member = await pageAs(h.browser, tokens.alice);
    const housing = cats.find((c) => c.slug === 'immobilier-logement')!;
    await member.goto(`${h.baseUrl}/category/${housing._id}`);
    await settled(member);
    await member.getByRole('link', { name: 'Poser une question' }).click();
    await member.getByRole('heading', { level: 1, name: 'Poser une question' }).waitFor();
    expect(await member.getByLabel('Catégorie').inputValue()).toBe(housing._id);
    await member.context().close();
  });
});

describe('asking', () => {
  it('validates with live counts, then opens the new question', async () => {
    const page = await pageAs(h.browser, tokens.alice);
    await page.goto(`${h.baseUrl}/create-post`);
    await settled(page);
    await page.getByLabel('Titre').fill('Bail');
    await page.getByText('4 / 200 · minimum 5').waitFor();
    await page.getByRole('button', { name: 'Publier ma question' }).click();
    await page.getByText('Saisissez au moins 5 caractères.').waitFor();
    await page.getByText('Choisissez une catégorie.').waitFor();
    await page.getByText('Saisissez au moins 20 caractères.').waitFor();
    expect(await page.getByLabel('Titre').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('post-title');
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'create-post-errors');

    await page.getByLabel('Titre').fill('Bail commercial et travaux du bailleur');
    await page.getByLabel('Catégorie').selectOption(cats.find((c) => c.slug === 'immobilier-logement')!._id);
    await page.getByLabel('Votre situation').fill('Le bailleur refuse de financer la mise aux normes électriques du local que je loue.');
    await page.getByRole('button', { name: 'Publier ma question' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bail commercial et travaux du bailleur' }).waitFor();
    expect(page.url()).toMatch(/\/post\/[0-9a-f-]{36}$/);
    await page.context().close();
  });

  it('lists my questions with a status filter', async () => {
    const page = await pageAs(h.browser, tokens.bruno);
    await page.goto(`${h.baseUrl}/my-posts`);
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Mes questions' }).waitFor();
    await page.getByText('9 questions · page 1 sur 1').waitFor();
    await page.getByRole('button', { name: 'Répondues' }).click();
    await page.getByText('1 question · page 1 sur 1').waitFor();
    await page.getByRole('link', { name: 'Contrat de travail, question 2' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'my-posts');
    await page.context().close();
  });
});

describe('deleting', () => {
  it('the author deletes a question after confirming in a dialog', async () => {
    const post = await api<{ _id: string }>(h, 'POST', '/posts', {
      token: tokens.alice,
      body: { title: 'Question à supprimer bientôt', content: CONTENT, category: cats[0]!._id },
    });
    const page = await pageAs(h.browser, tokens.alice);
    await page.goto(`${h.baseUrl}/post/${post._id}`);
    await page.getByRole('heading', { level: 1, name: 'Question à supprimer bientôt' }).waitFor();
    await page.getByRole('button', { name: 'Supprimer la question' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette question ?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'post-delete-confirm');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api<{ _id: string }>(h, 'GET', `/posts/${post._id}`))._id).toBe(post._id);

    await page.getByRole('button', { name: 'Supprimer la question' }).click();
    await dialog.getByRole('button', { name: 'Supprimer la question' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes questions' }).waitFor();
    await page.getByText('Question supprimée').first().waitFor();
    await expect(api(h, 'GET', `/posts/${post._id}`)).rejects.toThrow(/404/);
    await page.context().close();
  });

  it('a lawyer deletes an answer that has replies: it becomes «Réponse supprimée», the replies stay', async () => {
    const post = await api<{ _id: string }>(h, 'POST', '/posts', {
      token: tokens.bruno,
      body: { title: 'Rupture conventionnelle refusée', content: CONTENT, category: cats[1]!._id },
    });
    const answered = await api<{ replies: { _id: string }[] }>(h, 'POST', `/posts/${post._id}/replies`, {
      token: tokens.lawyer,
      body: { content: 'Votre employeur peut refuser sans motif.' },
    });
    const answerId = answered.replies[0]!._id;
    await api(h, 'POST', `/posts/${post._id}/replies/${answerId}`, {
      token: tokens.bruno,
      body: { content: 'Même après dix ans d’ancienneté ?' },
    });

    const page = await pageAs(h.browser, tokens.lawyer);
    await page.goto(`${h.baseUrl}/post/${post._id}`);
    await page.getByText('Votre employeur peut refuser sans motif.').waitFor();
    await page.getByRole('button', { name: 'Supprimer la réponse' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette réponse ?' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Réponse supprimée', { exact: true }).waitFor();
    await page.getByText('Même après dix ans d’ancienneté ?').waitFor();
    await page.getByText('Votre employeur peut refuser sans motif.').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Réponse supprimée', { exact: true }).waitFor();
    await h.screenshot(page, 'post-tombstone');
    await page.context().close();
  });

  it('an admin deletes any question through the admin route', async () => {
    const post = await api<{ _id: string }>(h, 'POST', '/posts', {
      token: tokens.alice,
      body: { title: 'Question signalée à la modération', content: CONTENT, category: cats[2]!._id },
    });
    const page = await pageAs(h.browser, await adminToken(h));
    await page.goto(`${h.baseUrl}/post/${post._id}`);
    await page.getByRole('button', { name: 'Supprimer la question' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la question' }).click();
    await page.getByText('Question supprimée').first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect(api(h, 'GET', `/posts/${post._id}`)).rejects.toThrow(/404/);
    await page.context().close();
  });
});
