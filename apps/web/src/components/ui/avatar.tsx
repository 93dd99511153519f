import { AVATAR_PRESETS, type AvatarPreset, type Role } from '@pretoire/contracts';
import { Scale, ShieldCheck, UserRound } from 'lucide-react';
import { PresetAvatar } from './avatar-presets';

export type AvatarView = { kind: 'preset'; preset: AvatarPreset } | { kind: 'picture'; src: string } | { kind: 'icon'; role: Role };

const isPreset = (v: string): v is AvatarPreset => (AVATAR_PRESETS as readonly string[]).includes(v);

/**
 * Spec §2 avatar rule: members show their picture only when it is one of the four presets,
 * lawyers any picture; everyone else (and anyone without one) gets the icon of their role.
 */
export function avatarView(user: { role: Role; profilePicture?: string | null }): AvatarView {
  const pic = user.profilePicture?.trim() ?? '';
  if (user.role === 'user' && isPreset(pic)) return { kind: 'preset', preset: pic };
  if (user.role === 'lawyer' && pic && !isPreset(pic)) return { kind: 'picture', src: pic };
  return { kind: 'icon', role: user.role };
}

const ROLE_ICONS = { user: UserRound, lawyer: Scale, admin: ShieldCheck } as const;
const SIZES = { sm: 'h-8 w-8', md: 'h-12 w-12', lg: 'h-20 w-20' } as const;

/** Decorative by default: the name next to it already says who it is. */
export function UserAvatar({ user, size = 'sm' }: { user: { role: Role; profilePicture?: string | null }; size?: keyof typeof SIZES }) {
  const view = avatarView(user);
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (view.kind === 'preset') return <PresetAvatar preset={view.preset} className={box} decorative />;
  if (view.kind === 'picture') return <img src={view.src} alt="" className={`${box} object-cover`} />;
  const Icon = ROLE_ICONS[view.role];
  return (
    <span aria-hidden className={`${box} flex items-center justify-center bg-ink/10 text-ink-soft`}>
      <Icon className="h-1/2 w-1/2" />
    </span>
  );
}
