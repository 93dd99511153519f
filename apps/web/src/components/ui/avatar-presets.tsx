import type { AvatarPreset } from '@pretoire/contracts';
import type { ReactElement } from 'react';

/** French names of the four preset animals, used as accessible names. */
export const PRESET_NAMES: Record<AvatarPreset, string> = { cat: 'Chat', duck: 'Canard', owl: 'Hibou', panda: 'Panda' };

// Friendly flat drawings on a 64×64 grid; each fills its round frame.
const drawings: Record<AvatarPreset, ReactElement> = {
  cat: (
    <>
      <rect width="64" height="64" fill="#fde7c8" />
      <path d="M14 26 L18 8 L30 20 Z M50 26 L46 8 L34 20 Z" fill="#e08a3c" />
      <path d="M17 22 L19 13 L25 19 Z M47 22 L45 13 L39 19 Z" fill="#f7b7a3" />
      <ellipse cx="32" cy="38" rx="20" ry="18" fill="#e08a3c" />
      <ellipse cx="32" cy="44" rx="10" ry="8" fill="#fbe3cf" />
      <circle cx="24" cy="34" r="3" fill="#14213d" />
      <circle cx="40" cy="34" r="3" fill="#14213d" />
      <path d="M29 41 L35 41 L32 44 Z" fill="#c2555b" />
      <path d="M32 44 Q29 48 26 46 M32 44 Q35 48 38 46" stroke="#14213d" strokeWidth="1.5" fill="none" strokeLinecap="round" />
      <path d="M10 40 L20 41 M10 45 L20 44 M54 40 L44 41 M54 45 L44 44" stroke="#14213d" strokeWidth="1" strokeLinecap="round" />
    </>
  ),
  duck: (
    <>
      <rect width="64" height="64" fill="#d7ecf7" />
      <circle cx="32" cy="34" r="20" fill="#f7cf3c" />
      <path d="M30 14 Q32 6 36 12" stroke="#f7cf3c" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="24" cy="30" r="3" fill="#14213d" />
      <circle cx="40" cy="30" r="3" fill="#14213d" />
      <circle cx="25" cy="29" r="1" fill="#fff" />
      <circle cx="41" cy="29" r="1" fill="#fff" />
      <ellipse cx="32" cy="41" rx="10" ry="5" fill="#f08a24" />
      <path d="M23 41 Q32 44 41 41" stroke="#c96a12" strokeWidth="1.5" fill="none" />
      <circle cx="18" cy="38" r="3" fill="#f4a7a0" opacity="0.7" />
      <circle cx="46" cy="38" r="3" fill="#f4a7a0" opacity="0.7" />
    </>
  ),
  owl: (
    <>
      <rect width="64" height="64" fill="#e4def2" />
      <path d="M14 20 L20 10 L26 18 Z M50 20 L44 10 L38 18 Z" fill="#7a5235" />
      <ellipse cx="32" cy="38" rx="20" ry="22" fill="#8d6241" />
      <ellipse cx="32" cy="46" rx="12" ry="12" fill="#d9b58c" />
      <circle cx="24" cy="30" r="8" fill="#fff" />
      <circle cx="40" cy="30" r="8" fill="#fff" />
      <circle cx="24" cy="30" r="4" fill="#14213d" />
      <circle cx="40" cy="30" r="4" fill="#14213d" />
      <path d="M29 37 L35 37 L32 42 Z" fill="#f0a02a" />
      <path d="M26 48 Q28 50 30 48 M34 48 Q36 50 38 48 M30 53 Q32 55 34 53" stroke="#a07a52" strokeWidth="1.5" fill="none" />
    </>
  ),
  panda: (
    <>
      <rect width="64" height="64" fill="#dff1e2" />
      <circle cx="15" cy="18" r="7" fill="#1f2330" />
      <circle cx="49" cy="18" r="7" fill="#1f2330" />
      <circle cx="32" cy="36" r="21" fill="#ffffff" />
      <ellipse cx="23" cy="33" rx="6" ry="7" fill="#1f2330" transform="rotate(-20 23 33)" />
      <ellipse cx="41" cy="33" rx="6" ry="7" fill="#1f2330" transform="rotate(20 41 33)" />
      <circle cx="24" cy="32" r="2" fill="#fff" />
      <circle cx="40" cy="32" r="2" fill="#fff" />
      <ellipse cx="32" cy="43" rx="4" ry="3" fill="#1f2330" />
      <path d="M32 46 Q29 50 26 48 M32 46 Q35 50 38 48" stroke="#1f2330" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </>
  ),
};

/** One preset animal as an inline SVG; named for screen readers unless decorative. */
export function PresetAvatar({
  preset,
  className = '',
  decorative = false,
}: {
  preset: AvatarPreset;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={`rounded-full ${className}`}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : PRESET_NAMES[preset]}
    >
      {drawings[preset]}
    </svg>
  );
}
