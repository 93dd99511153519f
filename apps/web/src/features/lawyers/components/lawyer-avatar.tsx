import { UserRound } from 'lucide-react';

/** Lawyers may show any uploaded picture; without one, a neutral icon. */
export function LawyerAvatar({ src, size = 'md' }: { src: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-24 w-24' : 'h-14 w-14';
  if (src?.startsWith('/')) return <img src={src} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden className={`${box} flex shrink-0 items-center justify-center rounded-full bg-ink/10 text-ink-soft`}>
      <UserRound className="h-1/2 w-1/2" />
    </span>
  );
}
