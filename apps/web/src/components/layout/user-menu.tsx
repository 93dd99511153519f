import { displayName, ROLE_LABELS, TOASTS } from '@pretoire/contracts';
import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { UserAvatar } from '@/components/ui/avatar';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/features/auth/api/get-me';
import { useSession } from '@/features/auth/hooks/use-session';
import { userMenuEntries } from './nav-items';

const item = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-ink/10';

/** Avatar button opening the user menu of spec §2 (Radix: arrows, Escape, outside click). */
export function UserMenu({ user, desktop }: { user: SessionUser; desktop: boolean }) {
  const { logout } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 hover:bg-ink/5"
        aria-label={`Menu utilisateur de ${name}`}
      >
        <UserAvatar user={user} />
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{name}</span>
        <ChevronDown aria-hidden className="hidden h-4 w-4 md:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-ink/10 bg-white p-1 shadow-xl">
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-medium">{name}</span>
            <span className="block text-xs text-ink-soft">{ROLE_LABELS[user.role]}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          {userMenuEntries(user.role, desktop).map((e) => (
            <DropdownMenu.Item key={e.label} className={item} asChild>
              <Link to={e.to}>{e.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          <DropdownMenu.Item
            className={`${item} text-red-800`}
            onSelect={async () => {
              await logout();
              toast.show({ ...TOASTS.logout, kind: 'success' });
              void navigate(paths.home);
            }}
          >
            <LogOut aria-hidden className="h-4 w-4" /> Se Déconnecter
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
