import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-stone-300 disabled:shadow-none',
  secondary:
    'border border-stone-300 bg-white text-stone-800 shadow-xs hover:bg-stone-50 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-stone-300',
  // Looks like text; the tap area reaches 10 px above and below it (44 px on a phone).
  link: 'relative min-h-0 px-0 text-brand-800 underline-offset-4 after:absolute after:-inset-y-2.5 after:inset-x-0 hover:underline',
} as const;

const sizes = {
  md: 'min-h-11 px-4 text-base',
  sm: 'min-h-9 px-3 text-sm',
  icon: 'h-11 w-11 shrink-0',
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** The button look, for links that should look like buttons. */
export function buttonVariants({ variant = 'primary', size = 'md' }: ButtonVariantProps = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
    sizes[size],
    variants[variant],
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant, size, className, type = 'button', asChild, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
