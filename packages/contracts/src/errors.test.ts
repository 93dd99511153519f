import { describe, expect, it } from 'vitest';
import { catalogueCode, ERROR_CATALOGUE, ERROR_CODES, errorBody, errorCode, POLICY_MESSAGES, SERVER_MESSAGES } from './index';

describe('error catalogue', () => {
  const messages = Object.values(ERROR_CATALOGUE).map((m) => (typeof m === 'function' ? m(42) : m));

  it('gives each message one code, so a code can be found from the message', () => {
    expect(new Set(messages).size).toBe(messages.length);
    for (const [code, m] of Object.entries(ERROR_CATALOGUE)) expect(catalogueCode(typeof m === 'function' ? m(7) : m)).toBe(code);
  });

  it('catalogues every policy refusal', () => {
    for (const m of Object.values(POLICY_MESSAGES)) expect(catalogueCode(m), m).toBeDefined();
  });

  it('matches template messages with any number, and falls back to the status code', () => {
    expect(catalogueCode(SERVER_MESSAGES.resendWait(59))).toBe('RESEND_TOO_SOON');
    expect(catalogueCode('Veuillez patienter beaucoup secondes avant de demander un nouveau code.')).toBeUndefined();
    expect(errorCode(404, 'Quelque chose d\u2019inconnu')).toBe('NOT_FOUND');
    expect(errorCode(418, 'Quelque chose d\u2019inconnu')).toBe('ERROR');
    expect(errorCode(400, SERVER_MESSAGES.validation)).toBe('VALIDATION_ERROR');
  });

  it('error bodies carry one of the known codes', () => {
    expect(errorBody.safeParse({ code: 'POST_NOT_FOUND', message: SERVER_MESSAGES.postNotFound }).success).toBe(true);
    expect(errorBody.safeParse({ code: 'post-not-found', message: 'x' }).success).toBe(false);
    expect(ERROR_CODES.every((c) => /^[A-Z][A-Z_]+$/.test(c))).toBe(true);
  });
});
