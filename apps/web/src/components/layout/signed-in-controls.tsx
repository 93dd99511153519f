import { canUseDesk } from '@pretoire/contracts';
import { Flag, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/features/auth/api/get-me';
import { ConsultationsLink } from '@/features/consultations';
import { DeskLink } from '@/features/desk';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { RewardWatcher } from '@/features/rewards/components/reward-watcher';
import { useRealtime } from './use-realtime';
import { UserMenu } from './user-menu';

/**
 * Everything the top bar shows only to signed-in people (bell, admin button, user menu, socket, rewards):
 * a chunk of its own, so visitors' pages never download the menus, popover and socket code.
 */
export function SignedInControls({ user, desktop }: { user: SessionUser; desktop: boolean }) {
  useRealtime(user);
  return (
    <>
      {canUseDesk(user).allowed && <DeskLink desktop={desktop} />}
      {user.role !== 'admin' && <ConsultationsLink desktop={desktop} />}
      <NotificationBell />
      {user.role === 'admin' && desktop && (
        <Link to={paths.admin} className="flex items-center gap-1.5 rounded-md border border-ink/20 px-3 py-1.5 hover:bg-ink/5">
          <LayoutDashboard aria-hidden className="h-4 w-4" /> Admin Dashboard
        </Link>
      )}
      {user.role !== 'admin' && user.moderator && (
        <Link to={paths.moderation} className="flex items-center gap-1.5 rounded-md border border-ink/20 px-3 py-1.5 hover:bg-ink/5">
          <Flag aria-hidden className="h-4 w-4" /> Modération
        </Link>
      )}
      <UserMenu user={user} desktop={desktop} />
      {user.role === 'lawyer' && <RewardWatcher key={user.id} userId={user.id} />}
    </>
  );
}
