import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-300',
  secondary: 'bg-white text-stone-800 border border-stone-300 hover:bg-stone-100 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  destructive: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-stone-300',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0 min-h-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: 'md' | 'sm' | 'icon';
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
        size === 'md' && 'min-h-11 px-4 text-base',
        size === 'sm' && 'min-h-9 px-3 text-sm',
        size === 'icon' && 'h-11 w-11',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
