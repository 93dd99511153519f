import { RotateCw } from 'lucide-react';
import { resendLabel } from '../lib/countdown';
import { linkButton } from './styles';

/** Disabled while the 60 s countdown runs; the remaining seconds are part of its name. */
export function ResendButton({ left, busy, onResend }: { left: number; busy: boolean; onResend: () => void }) {
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={left > 0 || busy}
      className={`${linkButton} inline-flex items-center gap-1 text-sm disabled:cursor-not-allowed disabled:text-ink-soft disabled:no-underline`}
    >
      <RotateCw aria-hidden className="h-3.5 w-3.5" />
      {resendLabel(left)}
    </button>
  );
}
