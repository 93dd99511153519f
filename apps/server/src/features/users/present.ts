import type { LawyerProfile, PrivateUser, PublicUser } from '@pretoire/contracts';
import type { UserRow } from '../../plugins/auth';
import { identityLocked } from './identity-change';
import { type Badge, lawyerStats } from './service';

/** The only way a user leaves the server to anyone: no e-mail, phone, hash or license path. */
export function presentPublicUser(u: UserRow): PublicUser {
  return {
    _id: u.id,
    role: u.role,
    status: u.status,
    nickname: u.nickname,
    firstName: u.firstName,
    lastName: u.lastName,
    profilePicture: u.profilePicture,
    barAssociation: u.barAssociation,
    specializations: u.specializations ?? [],
    bio: u.bio,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** For the user themself and for admins. */
export function presentPrivateUser(u: UserRow): PrivateUser {
  return {
    ...presentPublicUser(u),
    email: u.email,
    emailVerified: u.emailVerified,
    phone: u.phone,
    rejectionReason: u.rejectionReason,
    credits: u.credits,
    hasLicenseDocument: Boolean(u.licenseKey),
    passwordChangeRequired: u.passwordChangeRequired,
    moderator: u.moderator,
    ...(u.role === 'lawyer'
      ? { acceptsConsultations: u.acceptsConsultations, consultationTerms: u.consultationTerms, identityVerified: identityLocked(u) }
      : {}),
    termsVersion: u.termsVersion,
    termsAcceptedAt: u.termsAcceptedAt?.toISOString() ?? null,
  };
}

/** A lawyer in the public directory: public fields, counters and badges. */
export function presentLawyerProfile(u: UserRow, badges: Badge[]): LawyerProfile {
  return {
    ...presentPublicUser(u),
    stats: lawyerStats(u),
    badges: badges.map((b) => ({ threshold: b.threshold, name: b.name, credits: b.credits, awardedAt: b.awardedAt.toISOString() })),
    acceptsConsultations: u.acceptsConsultations,
    consultationTerms: u.acceptsConsultations ? u.consultationTerms : null,
  };
}
