import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900',
        'placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-200',
        'aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
});
