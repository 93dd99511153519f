import { loadPasswordChecker, PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgePassword, newPasswordProblem } from './password-rule';

// The forms run the server's rule (packages/contracts): the same refusals, in French, before anything is sent.
describe('new password rule in the forms', () => {
  // The dictionaries (about 1 MB) load once; slow on a busy machine.
  beforeAll(async () => {
    await loadPasswordChecker();
  }, 60_000);
  const owner = { email: 'claire.fontaine@example.test', firstName: 'Claire', lastName: 'Fontaine' };

  it('refuses what the server refuses, with a French reason', async () => {
    expect(await newPasswordProblem('123456', owner)).toBe(VALIDATION_MESSAGES.passwordTooShort);
    expect(await newPasswordProblem('motdepasse123', owner)).toBeTruthy();
    expect(await newPasswordProblem('claire.fontaine.1', owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(await newPasswordProblem('Prétoire-2024!', owner)).toBe(PASSWORD_MESSAGES.personal);
  });

  it('accepts a long, unguessable password, and gives the meter its score and advice', async () => {
    expect(await newPasswordProblem('Zq7!fjr2-Lpx93-toile', owner)).toBeUndefined();
    const weak = await judgePassword('azertyuiop', owner);
    expect(weak.ok).toBe(false);
    expect(weak.score).toBeLessThan(3);
    expect(weak.advice.length).toBeGreaterThan(0);
    expect(weak.problem).toMatch(/[éèàç]|clavier|deviner/);
  });
});
