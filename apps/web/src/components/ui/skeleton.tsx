/** A grey placeholder block; decorative, so screen readers get a separate status message. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-ink/10 ${className}`} />;
}
