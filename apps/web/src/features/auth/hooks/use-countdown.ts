import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';

/** Resend countdown (spec §4): `restart()` after each send; `left` is 0 when a new code may be asked for. */
export function useCountdown(startNow = false) {
  const [sentAt, setSentAt] = useState<number | null>(() => (startNow ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(sentAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [left]);
  const restart = useCallback(() => {
    const t = Date.now();
    setSentAt(t);
    setNow(t);
  }, []);
  return { left, restart };
}
