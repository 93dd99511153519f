import type { ButtonHTMLAttributes } from 'react';

// The one button look of the app: a variant and a size. Links and labels styled as buttons use buttonClass.
const VARIANTS = {
  primary: 'bg-ink text-white hover:bg-ink-soft',
  outline: 'border border-ink/25 bg-white text-ink hover:bg-paper',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;
const SIZES = { sm: 'px-3 py-2 text-sm', md: 'px-4 py-2.5' } as const;

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Full width (the auth forms). */
  block?: boolean;
}

export const buttonClass = ({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}) =>
  `inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}${block ? ' w-full' : ''}`;

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = buttonClass({ variant, size, block });
  return <button type={type} className={className ? `${look} ${className}` : look} {...rest} />;
}
