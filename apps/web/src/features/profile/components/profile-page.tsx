import {
  canReuploadLicense,
  canSeeBadges,
  canSeeOwnStats,
  canUploadPhoto,
  canUsePreset,
  displayName,
  isApprovedLawyer,
  ROLE_LABELS,
} from '@pretoire/contracts';
import { UserAvatar } from '@/components/ui/avatar';
import { useSession } from '@/features/auth';
import { ExportButton } from '@/features/trust';
import { AvatarPicker } from './avatar-picker';
import { BadgesSection } from './badges-section';
import { ConsultationSettings } from './consultation-settings';
import { DeleteAccountSection } from './delete-account-section';
import { FollowsSection } from './follows-section';
import { LawyerInfoForm } from './lawyer-info-form';
import { LicenseReupload } from './license-reupload';
import { MailPreferencesSection } from './mail-preferences-section';
import { NicknameForm } from './nickname-form';
import { PasswordSection } from './password-section';
import { PictureUpload } from './picture-upload';
import { Section } from './section';
import { StatsSection } from './stats-section';
import { StatusBanner } from './status-banner';

/** /profile: member profile for members, lawyer profile for lawyers; admins get the account sections. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null; // the route guard has already asked to sign in
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header className="flex items-center gap-4">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <h1 className="truncate font-serif text-3xl font-semibold">{displayName(user)}</h1>
          <p className="text-sm text-ink-soft">
            {ROLE_LABELS[user.role]}
            {user.email ? ` · ${user.email}` : ''}
          </p>
        </div>
      </header>
      {user.role === 'lawyer' && <StatusBanner status={user.status} reason={user.rejectionReason} />}
      {canUsePreset(user).allowed && (
        <>
          <NicknameForm key={user.nickname} current={user.nickname ?? ''} />
          <AvatarPicker current={user.profilePicture} />
        </>
      )}
      {user.role === 'lawyer' && (
        <>
          <LawyerInfoForm key={user.updatedAt} user={user} />
          <ConsultationSettings key={`c-${user.updatedAt}`} user={user} />
          {canUploadPhoto(user).allowed && <PictureUpload user={user} />}
          {canReuploadLicense(user).allowed && <LicenseReupload />}
          {canSeeBadges(user).allowed && <BadgesSection />}
        </>
      )}
      {canSeeOwnStats(user).allowed && <StatsSection />}
      {user.role !== 'admin' && <MailPreferencesSection lawyer={user.role === 'lawyer'} />}
      {isApprovedLawyer(user) && <FollowsSection />}
      {user.email && <PasswordSection user={{ ...user, email: user.email }} />}
      {/* GDPR access and portability. */}
      <Section id="export-title" title="Mes données">
        <ExportButton />
      </Section>
      <DeleteAccountSection />
    </div>
  );
}
