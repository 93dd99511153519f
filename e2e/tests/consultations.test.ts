import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSULTATION_TEXTS as T } from '@pretoire/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { answer, askQuestion, registerPair } from '../src/api';
import { licensePdf } from '../src/files';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

// From a public answer to a private consultation (docs/decisions/consultations.md): the lawyer takes consultations,
// a member asks from under the answer, the lawyer hears of it in the bell, accepts, they write both ways (a file
// too), and one closes. Axe and screenshots on each screen; focus where the person acts.

let h: Harness;
const member = { email: 'ines@consultations.test', nickname: 'ines_consult', password: 'Zq7!fjr2-Lpx-52-toile' };
const lawyer = { email: 'claire.martin@consultations.avocat.test', password: 'Zq7!fjr2-Lpx-53-toile' };
const LAWYER = 'Maître Claire Martin';

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

const focusedLabel = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const byFor = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return `${el.tagName}:${byFor ?? el.textContent ?? ''}`;
  });

async function clean(p: Page, name: string) {
  expect(await seriousViolations(p)).toEqual([]);
  await h.screenshot(p, name);
}

describe('consultation journey', () => {
  it('answer → request → bell → acceptance → messages both ways → closing', async () => {
    const { memberToken, lawyerToken } = await registerPair(h, member, lawyer);
    const postId = await askQuestion(h, memberToken, { title: 'Mon bailleur garde mon dépôt de garantie' });
    await answer(h, lawyerToken, postId, 'Le dépôt doit être rendu sous deux mois ; mettez le bailleur en demeure.');

    // The lawyer turns consultations on, with the terms they state.
    const l = await pageAs(h.browser, lawyerToken);
    await l.goto(`${h.baseUrl}/profile`);
    await l.getByLabel('J’accepte les demandes de consultation des membres').check();
    await l.getByLabel(/Conditions annoncées/).fill('premier échange de 30 min : 60 € TTC');
    await l.getByRole('region', { name: 'Consultations privées' }).getByRole('button', { name: 'Enregistrer' }).click();
    await l.getByText('Préférences enregistrées ✓').waitFor();
    await clean(l, 'consultations-settings');
    await l.goto(`${h.baseUrl}/home`);
    await l.getByRole('button', { name: 'Notifications' }).waitFor();

    // The member finds «Demander une consultation à Maître X» under that answer; the form opens with focus in it.
    const m = await pageAs(h.browser, memberToken);
    await m.goto(`${h.baseUrl}/post/${postId}`);
    const offer = m.getByRole('link', { name: T.ask(LAWYER) });
    await offer.waitFor();
    await clean(m, 'consultations-offer');
    await offer.click();
    const field = m.getByLabel('Votre demande');
    await field.waitFor();
    await expect.poll(() => focusedLabel(m)).toBe('TEXTAREA:Votre demande');
    await m.getByText(T.reminder).waitFor();
    await m.getByText('Conditions annoncées : premier échange de 30 min : 60 € TTC').waitFor();
    await clean(m, 'consultations-request');
    await field.fill('Bonjour Maître, mon bailleur ne répond plus. Pouvez-vous m’aider à récupérer mon dépôt ?');
    await m.getByRole('button', { name: T.send }).click();
    await m.getByText(T.sent).waitFor();

    // The lawyer hears of it in the bell, live.
    await l.getByRole('button', { name: /Notifications, 1 non lue/ }).waitFor();
    await l.getByRole('link', { name: T.mine }).first().click();
    await l.getByRole('link', { name: new RegExp(`${member.nickname} — En attente`) }).click();
    await expect.poll(() => focusedLabel(l)).toContain(`H2:${member.nickname}`);
    await l.getByText('mon bailleur ne répond plus').waitFor();
    await clean(l, 'consultations-request-received');
    await l.getByRole('button', { name: T.accept }).click();
    await l.getByRole('heading', { name: `${member.nickname} — Acceptée` }).waitFor();
    // The acceptance carries the reminder, as a message of the thread.
    await expect.poll(() => l.getByText(T.reminder).count()).toBeGreaterThan(1);

    // Messages both ways, each side seeing the other's as it arrives.
    await m.getByRole('link', { name: T.mine }).first().click();
    await m.getByRole('link', { name: new RegExp(`${LAWYER} — Acceptée`) }).click();
    await m.getByRole('heading', { name: `${LAWYER} — Acceptée` }).waitFor();
    await l.getByLabel(T.write).fill('Envoyez-moi le bail et l’état des lieux de sortie.');
    await l.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await m.getByText('Envoyez-moi le bail et l’état des lieux de sortie.').waitFor();
    const pdf = path.join(tmpdir(), 'etat-des-lieux.pdf');
    writeFileSync(pdf, licensePdf('Etat des lieux de sortie'));
    await m.getByLabel(T.write).fill('Voici l’état des lieux.');
    await m.getByLabel(T.attach).setInputFiles(pdf);
    await m.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await l.getByText('Voici l’état des lieux.').waitFor();
    const [download] = await Promise.all([l.waitForEvent('download'), l.getByRole('button', { name: /etat-des-lieux\.pdf/ }).click()]);
    expect(download.suggestedFilename()).toBe('etat-des-lieux.pdf');
    await clean(l, 'consultations-thread-lawyer');
    await clean(m, 'consultations-thread-member');

    // The member closes; the lawyer's thread says so.
    await m.getByRole('button', { name: T.close }).click();
    await m.getByRole('heading', { name: `${LAWYER} — Terminée` }).waitFor();
    await l.getByRole('heading', { name: `${member.nickname} — Terminée` }).waitFor();
    expect(await l.getByLabel(T.write).count()).toBe(0);
    await clean(l, 'consultations-closed');
    await m.context().close();
    await l.context().close();
    // Two people in turn over a dozen screens, each checked by axe and shot at two widths.
  }, 180_000);
});
