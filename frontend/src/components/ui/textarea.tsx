import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A multi-line text field, styled like the inputs. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs',
        'placeholder:text-stone-400 focus:border-brand-600 focus:outline-3 focus:outline-brand-200',
        'disabled:cursor-not-allowed disabled:bg-stone-100 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
