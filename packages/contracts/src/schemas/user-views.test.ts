import { describe, expect, it } from 'vitest';
import { lawyersPageView, sessionAuthResult, sessionUserResult } from '../index';

const user = {
  _id: 'u1',
  role: 'lawyer',
  status: 'active',
  nickname: null,
  firstName: 'Claire',
  lastName: 'Martin',
  profilePicture: null,
  barAssociation: 'Barreau de Paris',
  specializations: ['Droit du travail'],
  bio: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const privateFields = {
  email: 'c@example.fr',
  emailVerified: true,
  phone: null,
  rejectionReason: null,
  credits: 0,
  hasLicenseDocument: true,
  passwordChangeRequired: false,
  moderator: false,
  termsVersion: null,
  termsAcceptedAt: null,
};

// Spec §7: user objects reach the web app with `_id` renamed to `id`, by the schema the web parses them with.
describe('user views', () => {
  it('renames the user of /auth/me and of a sign-in, and only its _id', () => {
    const me = sessionUserResult.parse({ user: { ...user, ...privateFields } });
    expect(me.user).toMatchObject({ id: 'u1', firstName: 'Claire' });
    expect('_id' in me.user).toBe(false);
    expect(sessionAuthResult.parse({ user: { ...user, ...privateFields }, token: 't' }).user.id).toBe('u1');
  });
  it('renames each lawyer of the directory and keeps the page fields', () => {
    const stats = { answers: 1, satisfactoryAnswers: 1, satisfactionRate: 1, averageRating: 5, credits: 10 };
    const page = lawyersPageView.parse({ lawyers: [{ ...user, stats, badges: [] }], total: 1, totalPages: 1, currentPage: 1 });
    expect(page.lawyers[0]).toMatchObject({ id: 'u1', stats });
    expect(page.total).toBe(1);
  });
});
