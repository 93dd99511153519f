import { BAR_ASSOCIATIONS, CLIENT_MESSAGES, LICENSE_MAX_BYTES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { resendLabel, secondsLeft } from './countdown';
import { needsEmailVerification, registrationErrorMessage } from './errors';
import {
  filterOptions,
  isCompleteOtp,
  type LawyerFields,
  licenseFileError,
  sanitizeOtp,
  validateLawyer,
  validateMember,
} from './validation';

const member = { nickname: 'ines', email: 'ines@example.test', password: 'Zq7!fjr2-Lpx93-toile', confirmPassword: 'Zq7!fjr2-Lpx93-toile' };
const pdf = { name: 'licence.pdf', size: 1000, type: 'application/pdf' };
const lawyer: LawyerFields = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@example.test',
  phone: '',
  password: 'Zq7!fjr2-Lpx93-toile',
  confirmPassword: 'Zq7!fjr2-Lpx93-toile',
  barAssociation: BAR_ASSOCIATIONS[0]!,
  specializations: ['Droit du travail'],
  bio: '',
  licenseDocument: pdf,
};

describe('member validation', () => {
  it('accepts a complete form', () => expect(validateMember(member)).toEqual({}));
  it('requires nickname and e-mail', () => {
    const e = validateMember({ ...member, nickname: ' ', email: '' });
    expect(e.nickname).toBe(VALIDATION_MESSAGES.required);
    expect(e.email).toBe(VALIDATION_MESSAGES.required);
  });
  it('rejects a malformed e-mail', () =>
    expect(validateMember({ ...member, email: 'ines@' }).email).toBe(VALIDATION_MESSAGES.invalidEmail));
  it('needs 10 characters', () =>
    expect(validateMember({ ...member, password: '123456789', confirmPassword: '123456789' }).password).toBe(
      VALIDATION_MESSAGES.passwordTooShort,
    ));
  it('leaves the strength to the shared rule once 10 characters are there', () =>
    expect(validateMember({ ...member, password: '1234567890', confirmPassword: '1234567890' })).toEqual({}));
  it('checks the confirmation', () =>
    expect(validateMember({ ...member, confirmPassword: 'secret2' }).confirmPassword).toBe('Les mots de passe ne correspondent pas'));
});

describe('lawyer validation', () => {
  it('accepts a complete form', () => expect(validateLawyer(lawyer)).toEqual({}));
  it('requires names and a bar association of the list', () => {
    const e = validateLawyer({ ...lawyer, firstName: '', lastName: '', barAssociation: 'Barreau de Nulle Part' });
    expect([e.firstName, e.lastName, e.barAssociation]).toEqual(Array(3).fill(VALIDATION_MESSAGES.required));
  });
  it('requires a specialization', () =>
    expect(validateLawyer({ ...lawyer, specializations: [] }).specializations).toBe('Veuillez sélectionner au moins une spécialisation'));
  it('requires the license', () =>
    expect(validateLawyer({ ...lawyer, licenseDocument: null }).licenseDocument).toBe('Veuillez télécharger votre document de licence'));
  it('checks the license file too', () =>
    expect(validateLawyer({ ...lawyer, licenseDocument: { ...pdf, type: 'text/plain' } }).licenseDocument).toBe(
      VALIDATION_MESSAGES.fileType,
    ));
});

describe('license file', () => {
  it('accepts PDF, JPEG, JPG and PNG', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'])
      expect(licenseFileError({ ...pdf, type })).toBeUndefined();
  });
  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(licenseFileError({ ...pdf, size: LICENSE_MAX_BYTES })).toBeUndefined();
    expect(licenseFileError({ ...pdf, size: LICENSE_MAX_BYTES + 1 })).toBe(
      'Le fichier est trop volumineux. La taille maximale est de 5MB.',
    );
  });
  it('refuses other types', () => {
    expect(licenseFileError({ name: 'a.docx', size: 10, type: 'application/msword' })).toBe(
      'Type de fichier non pris en charge. Veuillez télécharger un PDF ou une image (JPEG, PNG).',
    );
    expect(licenseFileError({ name: 'a.webp', size: 10, type: 'image/webp' })).toBe(VALIDATION_MESSAGES.fileType);
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(licenseFileError({ name: 'scan.PNG', size: 10, type: '' })).toBeUndefined();
    expect(licenseFileError({ name: 'scan.exe', size: 10, type: '' })).toBe(VALIDATION_MESSAGES.fileType);
  });
});

describe('registration error mapping (spec §8)', () => {
  it('maps the license error', () =>
    expect(registrationErrorMessage(SERVER_MESSAGES.licenseRequired)).toBe(CLIENT_MESSAGES.documentUploadError));
  it('maps validation errors with a reason', () =>
    expect(registrationErrorMessage('Validation error: phone: numéro de téléphone invalide')).toBe(CLIENT_MESSAGES.invalidFormData));
  it('maps an existing e-mail', () =>
    expect(registrationErrorMessage(SERVER_MESSAGES.emailExists)).toBe('Un Membre avec cet email existe déjà.'));
  it('keeps the nickname conflict as received', () =>
    expect(registrationErrorMessage(SERVER_MESSAGES.nicknameExists)).toBe(SERVER_MESSAGES.nicknameExists));
  it('shows other messages as received, or the fallback', () => {
    expect(registrationErrorMessage(SERVER_MESSAGES.licenseTooLarge)).toBe(SERVER_MESSAGES.licenseTooLarge);
    expect(registrationErrorMessage('')).toBe('Échec de l\u2019inscription');
  });
  it('detects the verify-your-email login refusal', () => {
    expect(needsEmailVerification(SERVER_MESSAGES.verifyEmail)).toBe(true);
    expect(needsEmailVerification(SERVER_MESSAGES.badCredentials)).toBe(false);
    expect(needsEmailVerification(undefined)).toBe(false);
  });
});

describe('code entry', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('12a 3-45')).toBe('12345');
    expect(sanitizeOtp('123456789')).toBe('123456');
  });
  it('is complete at exactly six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
  });
});

describe('resend countdown', () => {
  const t0 = 1_000_000;
  it('is 60 s right after a send and 0 before any', () => {
    expect(secondsLeft(t0, t0)).toBe(60);
    expect(secondsLeft(null, t0)).toBe(0);
  });
  it('rounds up partial seconds and reaches 0 at 60 s', () => {
    expect(secondsLeft(t0, t0 + 59_001)).toBe(1);
    expect(secondsLeft(t0, t0 + 60_000)).toBe(0);
    expect(secondsLeft(t0, t0 + 90_000)).toBe(0);
  });
  it('labels the button', () => {
    expect(resendLabel(42)).toBe('Renvoyer le code (42 s)');
    expect(resendLabel(0)).toBe('Renvoyer le code');
  });
});

describe('bar association search', () => {
  it('ignores case and accents', () => {
    const list = ['Barreau de Béziers', 'Barreau de Lyon', 'Barreau de Paris'];
    expect(filterOptions(list, 'beziers')).toEqual(['Barreau de Béziers']);
    expect(filterOptions(list, 'LYON')).toEqual(['Barreau de Lyon']);
    expect(filterOptions(list, '')).toEqual(list);
  });
  it('finds real entries of the exported list', () => expect(filterOptions(BAR_ASSOCIATIONS, 'paris').length).toBeGreaterThan(0));
});
