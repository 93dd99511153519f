import { OTP_LENGTH } from '@pretoire/contracts';
import { useId } from 'react';
import { sanitizeOtp } from '../lib/validation';
import { FieldError } from './form-field';
import { inputClass } from './styles';

/** One field for the 6-digit code: digits only, mobile numeric keypad, one-time-code autofill. */
export function OtpInput(props: { label: string; value: string; onChange: (v: string) => void; error?: string; autoFocus?: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        // biome-ignore lint/a11y/noAutofocus: focus moves to the field the person just opened (code dialog, reply box).
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={(e) => props.onChange(sanitizeOtp(e.target.value))}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-err` : undefined}
        placeholder="••••••"
        className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em]`}
      />
      <FieldError id={`${id}-err`} error={props.error} alert />
    </div>
  );
}
