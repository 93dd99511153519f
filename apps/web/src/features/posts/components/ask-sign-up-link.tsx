import type { ReactNode } from 'react';
import { useAuthDialog } from '@/components/layout/auth-dialog-host';
import { ACCOUNT_PARAM } from '@/components/layout/guard-texts';
import { paths } from '@/config/paths';

/**
 * A visitor's «Poser une question»: an account comes first, so it opens sign-up. A link to the question form's page
 * with `?compte=inscription`: a tap before the app has started follows it, and that page (the refusal a visitor gets)
 * opens sign-up once it has (docs/decisions/newcomer-pages.md).
 */
export function AskSignUpLink({ className, children }: { className: string; children: ReactNode }) {
  const { openAuth } = useAuthDialog();
  return (
    <a
      href={`${paths.createPost}?${ACCOUNT_PARAM}=inscription`}
      aria-haspopup="dialog"
      onClick={(e) => {
        e.preventDefault();
        openAuth('register');
      }}
      className={className}
    >
      {children}
    </a>
  );
}
