import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const control = cn(
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs',
  'placeholder:text-stone-400 focus:border-brand-600 focus:outline-3 focus:outline-brand-200',
  'disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, className)} {...props} />;
}

/** A native select: the best picker on phones, styled like the inputs. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(control, 'pr-8', className)} {...props} />;
}
