import type { Role } from '@pretoire/contracts';
import { paths } from '@/config/paths';

export interface MenuEntry {
  label: string;
  to: string;
}

/**
 * The user menu of spec §2, in order (logout is added by the menu itself).
 * Admin Dashboard and Paramètres are mobile-only: on desktop the admin has the panel button and Mon Profil is the settings.
 */
export function userMenuEntries(role: Role, desktop: boolean): MenuEntry[] {
  const entries: MenuEntry[] = [{ label: 'Mon Profil', to: paths.profile }];
  if (role === 'lawyer') entries.push({ label: 'Mes Activités', to: paths.activities });
  if (role === 'user') entries.push({ label: 'Mes questions', to: paths.myPosts });
  if (!desktop && role === 'admin') entries.push({ label: 'Admin Dashboard', to: paths.admin });
  if (!desktop) entries.push({ label: 'Paramètres', to: paths.profile });
  return entries;
}
