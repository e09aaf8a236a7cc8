import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A plain label (Radix's added nothing but a chunk on every form page, the login page too). */
export function Label({
  className,
  htmlFor,
  children,
  ...props
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('block text-sm font-medium text-stone-700 select-none', className)}
      {...props}
    >
      {children}
    </label>
  );
}
