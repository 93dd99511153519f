import { OTP_PURPOSES } from '@pretoire/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_ENDPOINTS } from './otp';
import { registerLawyer } from './register';

interface Call {
  url: string;
  method: string;
  body: unknown;
}
const calls: Call[] = [];

function stubFetch() {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    return new Response(JSON.stringify({ message: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('code endpoints per purpose (spec §7)', () => {
  const expected = {
    signup: ['/api/otp/send-signup-otp', '/api/otp/verify-signup-otp', true],
    'password-reset': ['/api/otp/send-password-reset-otp', '/api/otp/verify-password-reset-otp', true],
    'email-verification': ['/api/auth/resend-verification-otp', '/api/auth/verify-email', true],
    'account-deletion': ['/api/otp/send-delete-account-otp', '/api/otp/verify-delete-account-otp', false],
    'password-change': ['/api/users/send-password-change-otp', '/api/users/verify-password-change-otp', false],
  } as const;
  for (const purpose of OTP_PURPOSES) {
    it(purpose, async () => {
      stubFetch();
      const [send, verify, withEmail] = expected[purpose];
      await OTP_ENDPOINTS[purpose].send('a@b.fr');
      await OTP_ENDPOINTS[purpose].verify('a@b.fr', '123456');
      expect(calls.map((c) => [c.method, c.url])).toEqual([
        ['POST', send],
        ['POST', verify],
      ]);
      expect(calls[0]!.body).toEqual(withEmail ? { email: 'a@b.fr' } : undefined);
      expect(calls[1]!.body).toEqual(withEmail ? { email: 'a@b.fr', otp: '123456' } : { otp: '123456' });
    });
  }
});

describe('lawyer registration body', () => {
  it('is multipart with repeated specializations and no empty optional field', async () => {
    stubFetch();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'licence.pdf', { type: 'application/pdf' });
    // Only the request is checked: the stub's answer is no user, so parsing it with the contracts schema fails.
    await registerLawyer({
      email: ' claire@example.test ',
      password: 'secret1',
      firstName: 'Claire',
      lastName: 'Martin',
      phone: ' ',
      bio: '',
      barAssociation: 'Barreau de Lyon',
      specializations: ['Droit du travail', 'Droit immobilier'],
      licenseDocument: file,
    }).catch(() => undefined);
    const form = calls[0]!.body as FormData;
    expect(calls[0]!.url).toBe('/api/auth/register-lawyer');
    expect(form.getAll('specializations')).toEqual(['Droit du travail', 'Droit immobilier']);
    expect(form.get('email')).toBe('claire@example.test');
    expect(form.get('role')).toBe('lawyer');
    expect(form.has('phone')).toBe(false);
    expect(form.has('bio')).toBe(false);
    expect((form.get('licenseDocument') as File).name).toBe('licence.pdf');
  });
});
