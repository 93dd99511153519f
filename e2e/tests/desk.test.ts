import { ANSWER_DISCLAIMER, DESK_LABELS, EVENT_DATE_REASONS, missingFacts } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, login, registerPair } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

// The deadline notice on the question page, the lawyers' queue, the answer guardrails.
let h: Harness;
const member = { email: 'ines@desk.test', nickname: 'ines69', password: 'Zq7!fjr2-Lpx-52-toile' };
const lawyer = { email: 'claire.desk@desk.avocat.test', password: 'Zq7!fjr2-Lpx-53-toile' };

beforeAll(async () => {
  h = await startHarness();
  await registerPair(h, member, lawyer);
});
afterAll(async () => h?.stop());

/** A Paris calendar day `days` from today, 'YYYY-MM-DD'. */
const parisDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

describe('the lawyers’ desk', () => {
  it('asker sees the deadline notice; the lawyer finds the question in the queue and is warned before soliciting', async () => {
    const m = await pageAs(h.browser, await login(h, member.email, member.password));
    await m.goto(`${h.baseUrl}/create-post`);
    await m.getByLabel('Titre').fill('Licenciement après dix ans d’ancienneté');
    const select = m.getByLabel('Catégorie');
    await select.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    await select.selectOption({ label: 'Droit du travail' });
    await m
      .getByLabel('Votre situation')
      .fill('J’ai reçu ma lettre de licenciement pour insuffisance professionnelle. Puis-je contester ?');
    const eventDate = m.getByLabel(/Date de l’événement/);
    // A future date is refused in the form with the French reason.
    await eventDate.fill(parisDay(3));
    await m.getByRole('button', { name: 'Publier ma question' }).click();
    await m.getByText(EVENT_DATE_REASONS.future).waitFor();
    await eventDate.fill(parisDay(-10));
    await m.getByRole('button', { name: 'Publier ma question' }).click();
    await m.getByRole('heading', { level: 1, name: 'Licenciement après dix ans d’ancienneté' }).waitFor();

    const notice = m.getByTestId('deadline-notice');
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('Un délai de 12 mois peut s’appliquer pour contester un licenciement devant le conseil de prud’hommes');
    expect(text).toContain('Un avocat pourra vous le confirmer.');
    expect(text).toContain('Information juridique générale, et non un conseil');
    expect(text).toContain('date indiquée dans la question');
    await settled(m);
    expect(await seriousViolations(m)).toEqual([]);
    await h.screenshot(m, 'desk-deadline-notice');
    const postUrl = m.url();

    // A question with no deadline shows no notice (never a guess).
    const token = await login(h, member.email, member.password);
    const plain = await api<{ _id: string }>(h, 'POST', '/posts', {
      token,
      body: {
        title: 'Télétravail imposé',
        content: 'Mon employeur peut-il supprimer le télétravail prévu par accord ?',
        category: 'travail',
      },
    });
    await m.goto(`${h.baseUrl}/post/${plain._id}`);
    await m.getByRole('heading', { level: 1, name: 'Télétravail imposé' }).waitFor();
    await settled(m);
    expect(await m.getByTestId('deadline-notice').count()).toBe(0);

    // The approved lawyer (Droit du travail) has the top-bar link with the count and the queue, deadline first.
    const l = await pageAs(h.browser, await login(h, lawyer.email, lawyer.password));
    await l.goto(`${h.baseUrl}/home`);
    const link = l.getByTestId('desk-link');
    await link.waitFor();
    // Other journeys' questions in the lawyer's field wait too: the count is the site's, the two rows below this file's.
    await l.getByRole('link', { name: /^Questions à traiter\s*\d+$/ }).waitFor();
    await link.click();
    await l.getByRole('heading', { level: 1, name: 'Questions à traiter' }).waitFor();
    const rows = l.getByTestId('desk-row').filter({ hasText: /Licenciement après dix ans d’ancienneté|Télétravail imposé/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const first = await rows.first().innerText();
    expect(first).toContain('Licenciement après dix ans d’ancienneté');
    expect(first).toContain('Contester un licenciement');
    expect(first).toContain('Aucun avocat n’a répondu');
    const second = await rows.nth(1).innerText();
    expect(second).toContain('Télétravail imposé');
    // What to ask first: the category's facts the question does not give (facts-checklist.md).
    const lacking = missingFacts('travail', 'Télétravail imposé\nMon employeur peut-il supprimer le télétravail prévu par accord ?');
    expect(lacking.length).toBeGreaterThan(0);
    expect(second).toContain(DESK_LABELS.missingFacts(lacking.map((f) => f.label)));
    await settled(l);
    expect(await seriousViolations(l)).toEqual([]);
    await h.screenshot(l, 'desk-queue');

    // Guardrails: a solicitation and a fee quote get the warning with the rule, and need a second click.
    await l.goto(postUrl);
    await l.getByTestId('deadline-notice').waitFor();
    const box = l.getByLabel("Votre réponse d'avocat");
    await box.fill('Vous pouvez contester. Contactez mon cabinet, mes honoraires sont de 800 € HT pour ce dossier.');
    const warning = l.getByTestId('answer-guardrail');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('Invitation à vous contacter');
    expect(await warning.innerText()).toContain('Honoraires');
    await l.getByRole('button', { name: 'Envoyer' }).click();
    await l.getByRole('button', { name: 'Publier quand même' }).waitFor();
    await h.screenshot(l, 'desk-answer-guardrail');
    // Rephrased without solicitation: no warning, posted on the first click, with the disclaimer under it.
    await box.fill('Vous pouvez contester ce licenciement devant le conseil de prud’hommes ; rassemblez vos évaluations.');
    await warning.waitFor({ state: 'detached' });
    await l.getByRole('button', { name: 'Envoyer' }).click();
    await l.getByText('rassemblez vos évaluations').waitFor();
    await l.getByText(ANSWER_DISCLAIMER).first().waitFor();

    // Members have no queue: no link, and the page is not theirs.
    await m.goto(`${h.baseUrl}/home`);
    await settled(m);
    expect(await m.getByTestId('desk-link').count()).toBe(0);
    const refused = await fetch(`${h.baseUrl}/api/desk/queue`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
  });
});
