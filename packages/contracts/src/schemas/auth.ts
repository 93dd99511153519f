import { z } from 'zod';
import { isBarAssociation } from '../barreaux';
import {
  BIO_MAX,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NICKNAME_MAX,
  NICKNAME_MIN,
  ROLES,
  SPECIALIZATIONS,
  TERMS_VERSION,
  USER_STATUSES,
} from '../constants';
import { email, otpCode, uuid } from './common';

export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: `au moins ${MIN_PASSWORD_LENGTH} caractères` })
  .max(MAX_PASSWORD_LENGTH, { message: `au plus ${MAX_PASSWORD_LENGTH} caractères` });
export const nickname = z
  .string()
  .trim()
  .min(NICKNAME_MIN, { message: `au moins ${NICKNAME_MIN} caractères` })
  .max(NICKNAME_MAX, { message: `au plus ${NICKNAME_MAX} caractères` })
  .regex(/^[\p{L}\p{N}_.\- ]+$/u, { message: 'lettres, chiffres, espaces, points, tirets et _ uniquement' });
export const personName = z.string().trim().min(1, { message: 'obligatoire' }).max(80);
export const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+\d][\d .\-()]*$/, { message: 'numéro de téléphone invalide' });
export const barAssociation = z.string().max(200).refine(isBarAssociation, { message: 'barreau inconnu' });
export const specialization = z.enum(SPECIALIZATIONS);
export const specializations = z.array(specialization).min(1, { message: 'au moins une spécialisation' }).max(SPECIALIZATIONS.length);
export const bio = z.string().trim().max(BIO_MAX);
/** A browser's own random id (web: kept in localStorage), sent at sign-in and sign-up to recognise it (no tracking). */
export const deviceId = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'identifiant de navigateur invalide' });

/** Sign-up consent: only `true` passes (docs/decisions/terms-consent.md). */
export const acceptTerms = z.literal(true, { message: "acceptez les conditions d'utilisation et la politique de confidentialité" });
/** A signed-in person accepting the current terms again; an older version is refused. */
export const acceptTermsBody = z.object({
  version: z.literal(TERMS_VERSION, { message: 'version des conditions périmée, rechargez la page' }),
});
export const acceptTermsResult = z.object({ termsVersion: z.string(), termsAcceptedAt: z.string() });

/** What anyone may see of a user. */
export const publicUser = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  barAssociation: z.string().nullable(),
  specializations: z.array(z.string()),
  bio: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** What the user themself and admins see. */
export const privateUser = publicUser.extend({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  credits: z.number().int(),
  hasLicenseDocument: z.boolean(),
  /** The password passed older rules only: the web app asks for a new one (docs/decisions/security-accounts.md). */
  passwordChangeRequired: z.boolean(),
  /** Appointed by an admin to decide reports and appeals (docs/decisions/moderator-role.md). */
  moderator: z.boolean(),
  /** Lawyers: whether they take private consultations, and their stated terms. */
  acceptsConsultations: z.boolean().optional(),
  consultationTerms: z.string().nullable().optional(),
  /** Lawyers: approved once, so names and bar are locked; they change through an identity request (lawyer-identity.md). */
  identityVerified: z.boolean().optional(),
  /** The terms version this person accepted (null: none yet, asked on the next visit) and when. */
  termsVersion: z.string().nullable(),
  termsAcceptedAt: z.string().nullable(),
});
export type PrivateUser = z.infer<typeof privateUser>;

export const authResult = z.object({ user: privateUser, token: z.string() });
export const meResult = z.object({ user: privateUser });

export const loginBody = z.object({ email, password: z.string().min(1).max(MAX_PASSWORD_LENGTH), deviceId: deviceId.optional() });
export const registerBody = z.object({
  email,
  password,
  nickname,
  role: z.literal('user').default('user'),
  deviceId: deviceId.optional(),
  acceptTerms,
});
export const registerLawyerFields = z.object({
  email,
  password,
  firstName: personName,
  lastName: personName,
  phone: phone.optional().or(z.literal('').transform(() => undefined)),
  barAssociation,
  specializations,
  bio: bio.optional(),
  role: z.literal('lawyer').default('lawyer'),
  deviceId: deviceId.optional(),
  acceptTerms,
});
export type RegisterLawyerFields = z.infer<typeof registerLawyerFields>;

export const emailBody = z.object({ email });
export const emailOtpBody = z.object({ email, otp: otpCode });
export const otpBody = z.object({ otp: otpCode });
export const optionalOtpBody = z.object({ otp: otpCode.optional() }).optional();
export const resetPasswordBody = z.object({ userId: uuid, otp: otpCode, newPassword: password });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: password,
  otp: otpCode.optional(),
});

export const verifySignupResult = z.object({ verified: z.boolean(), isEmailVerified: z.boolean(), message: z.string() });
export const verifyResetResult = z.object({ verified: z.boolean(), userId: z.string(), message: z.string() });
export const verifyOtpResult = z.object({ verified: z.boolean(), message: z.string(), otp: z.string().optional() });
export const successResult = z.object({ success: z.boolean(), message: z.string() });

/** A verified lawyer's request to change name or bar (multipart, with licenseDocument), and why. */
export const IDENTITY_REASON_MIN = 10;
export const IDENTITY_REASON_MAX = 1000;
export const identityChangeFields = z.object({
  firstName: personName,
  lastName: personName,
  barAssociation,
  reason: z.string().trim().min(IDENTITY_REASON_MIN).max(IDENTITY_REASON_MAX),
});
export type IdentityChangeFields = z.infer<typeof identityChangeFields>;
/** Another lawyer whose name looks like (or is) the one under review, for the admin; `sameBar`: same bar too. */
export const lawyerLookalike = z.object({
  _id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  barAssociation: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  sameBar: z.boolean(),
});
export type LawyerLookalike = z.infer<typeof lawyerLookalike>;
export const identityChangeView = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  barAssociation: z.string(),
  reason: z.string().nullable(),
  licenseMime: z.string(),
  requestedAt: z.string(),
  /** «Avant»: the verified identity, still the one shown until an admin approves. */
  current: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), barAssociation: z.string().nullable() }),
  duplicates: z.array(lawyerLookalike),
});
export type IdentityChangeView = z.infer<typeof identityChangeView>;
export const identityChangeResult = z.object({ message: z.string(), request: identityChangeView });
export const identityChangeList = z.object({ requests: z.array(identityChangeView) });
export const identityDecisionBody = z.object({ decision: z.enum(['approve', 'refuse']) });
export const identityDecisionResult = z.object({ message: z.string() });
