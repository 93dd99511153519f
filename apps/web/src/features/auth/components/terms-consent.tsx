import { VALIDATION_MESSAGES } from '@pretoire/contracts';
import { useId, useState } from 'react';
import { paths } from '@/config/paths';
import { FieldError } from './form-field';

/** The legal pages open in a new tab so the sign-up form being filled stays as it is (docs/decisions/terms-consent.md). */
export function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="underline">
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}

/** The sign-up consent box: required, its refusal shown like a field error. */
export function useTermsConsent() {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const check = () => {
    setError(accepted ? undefined : VALIDATION_MESSAGES.termsRequired);
    return accepted;
  };
  const field = (
    <TermsConsentField
      accepted={accepted}
      error={error}
      onChange={(v) => {
        setAccepted(v);
        if (v) setError(undefined);
      }}
    />
  );
  return { accepted, check, field };
}

function TermsConsentField({ accepted, error, onChange }: { accepted: boolean; error?: string; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          value="true"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={id}>
          J'accepte les <LegalLink to={paths.terms}>Conditions d'utilisation</LegalLink> et la{' '}
          <LegalLink to={paths.privacy}>Politique de confidentialité</LegalLink>.
        </label>
      </div>
      <FieldError id={`${id}-err`} error={error} />
    </div>
  );
}
