import { describe, expect, it } from 'vitest';
import {
  BAR_ASSOCIATIONS,
  displayName,
  email,
  isBarAssociation,
  lawyerTitle,
  MILESTONES,
  passwordLengthProblem,
  personalWords,
  registerLawyerFields,
  SITE_WORDS,
  SPECIALIZATIONS,
  VALIDATION_MESSAGES,
} from './index';

describe('reference data', () => {
  it('has the 164 bar associations, unique, and accepts only exact names', () => {
    expect(BAR_ASSOCIATIONS).toHaveLength(164);
    expect(new Set(BAR_ASSOCIATIONS).size).toBe(164);
    expect(isBarAssociation('Barreau de Paris')).toBe(true);
    expect(isBarAssociation('barreau de paris')).toBe(false);
  });
  it('has the 9 specializations of the spec and increasing milestones', () => {
    expect(SPECIALIZATIONS).toHaveLength(9);
    expect(MILESTONES.map((m) => m.threshold)).toEqual([1, 5, 10, 25, 50, 100, 250]);
    expect(MILESTONES[0].name).toBe('Première réponse satisfaisante');
    expect(MILESTONES.at(-1)).toMatchObject({ name: 'Légende du barreau', credits: 2000 });
  });
});

describe('displayName', () => {
  it('follows spec §3 and names deleted accounts', () => {
    expect(displayName({ role: 'lawyer', firstName: 'Jeanne', lastName: 'Dupont' })).toBe('Jeanne Dupont');
    expect(displayName({ role: 'lawyer' })).toBe('Unknown Lawyer');
    expect(displayName({ role: 'user', nickname: 'paul' })).toBe('paul');
    expect(displayName({ role: 'user' })).toBe('Unknown User');
    expect(displayName({ role: 'user', nickname: 'x', isDeleted: true })).toBe('Compte supprimé');
    expect(lawyerTitle({ role: 'lawyer', firstName: 'Jeanne', lastName: 'Dupont' })).toBe('Maître Jeanne Dupont');
  });
});

describe('schemas', () => {
  it('normalises e-mails and validates lawyer fields', () => {
    expect(email.parse('  Foo@Example.COM ')).toBe('foo@example.com');
    const r = registerLawyerFields.safeParse({
      email: 'a@b.fr',
      password: '123456',
      firstName: 'A',
      lastName: 'B',
      barAssociation: 'Barreau de Lyon',
      specializations: [],
    });
    expect(r.success).toBe(false);
  });
});

describe('password rule helpers', () => {
  it('collects the person’s own words and the site’s', () => {
    const words = personalWords({ email: 'Claire.Fontaine@Example.fr', nickname: null, firstName: 'Claire', lastName: 'Fontaine' });
    expect(words).toEqual(expect.arrayContaining(['claire.fontaine@example.fr', 'claire', 'fontaine', 'example', ...SITE_WORDS]));
    expect(words).not.toContain('fr');
    expect(passwordLengthProblem('123456789')).toBe(VALIDATION_MESSAGES.passwordTooShort);
    expect(passwordLengthProblem('1234567890')).toBeUndefined();
    expect(passwordLengthProblem('x'.repeat(129))).toBeDefined();
  });
});

describe('specialization → categories', () => {
  it('maps every specialization to seeded slugs and merges duplicates', async () => {
    const { SPECIALIZATION_CATEGORY_SLUGS, defaultFollowedSlugs } = await import('./constants');
    expect(Object.keys(SPECIALIZATION_CATEGORY_SLUGS).sort()).toEqual([...SPECIALIZATIONS].sort());
    // «immobilier-logement» is in both: once.
    expect(defaultFollowedSlugs(['Droit immobilier', 'Droit de la construction'])).toEqual([
      'immobilier-logement',
      'famille',
      'construction',
      'administratif',
    ]);
    expect(defaultFollowedSlugs(['inconnue'])).toEqual([]);
  });
});

describe('mail kinds', () => {
  it('labels every kind and notification type; only optional kinds can be unsubscribed from', async () => {
    const { MAIL_KINDS, UNSUBSCRIBABLE_MAIL_KINDS, NOTIFICATION_TYPES } = await import('./constants');
    const { MAIL_KIND_LABELS, NOTIFICATION_TYPE_LABELS } = await import('./labels');
    expect(Object.keys(MAIL_KIND_LABELS).sort()).toEqual([...MAIL_KINDS].sort());
    expect(NOTIFICATION_TYPE_LABELS.new_question).toBe('Nouvelle question');
    expect(NOTIFICATION_TYPES.every((t) => NOTIFICATION_TYPE_LABELS[t])).toBe(true);
    expect(UNSUBSCRIBABLE_MAIL_KINDS).not.toContain('account');
    expect(UNSUBSCRIBABLE_MAIL_KINDS).not.toContain('moderation');
  });
});
