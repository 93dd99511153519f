import { PASSWORD_CHANGE_BANNER } from '@pretoire/contracts';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Under the top bar while the signed-in person's password passed only older rules (the server sets the flag at sign-in
 * and clears it when a new password is set): every page asks for a new one until it is changed.
 */
export function PasswordChangeBanner() {
  return (
    <div role="status" className="border-t border-amber-200 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <ShieldAlert aria-hidden className="h-4 w-4 shrink-0" />
        <span>{PASSWORD_CHANGE_BANNER.text}</span>
        <Link to={paths.profilePassword} className="font-medium underline underline-offset-2">
          {PASSWORD_CHANGE_BANNER.action}
        </Link>
      </p>
    </div>
  );
}
