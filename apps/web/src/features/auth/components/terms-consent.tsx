import { VALIDATION_MESSAGES } from '@pretoire/contracts';
import { useId, useState } from 'react';
import { paths } from '@/config/paths';
import { type FieldErrors, hasErrors } from '../lib/validation';
import { FieldError, refuseAndFocus } from './form-field';

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
  /**
   * Shows the form's field errors and the consent's; on a refusal focus goes to the first invalid field.
   * True when the form may be sent.
   */
  const settle = <K extends string>(form: HTMLFormElement, found: FieldErrors<K>, setErrors: (e: FieldErrors<K>) => void) => {
    const show = () => {
      setErrors(found);
      setError(accepted ? undefined : VALIDATION_MESSAGES.termsRequired);
    };
    const ok = accepted && !hasErrors(found);
    if (ok) show();
    else refuseAndFocus(form, show);
    return ok;
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
  return { settle, field };
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
