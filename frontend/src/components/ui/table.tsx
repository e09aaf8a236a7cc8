import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/*
 * A table that becomes a stack of cards below the md breakpoint: the header row hides and
 * every cell shows its column name from `data-label`. One markup for both, so tests and
 * screen readers see the same rows.
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full md:overflow-x-auto">
      <table className={cn('w-full text-left text-sm max-md:block', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-stone-200 max-md:sr-only', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('max-md:block max-md:space-y-3', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-stone-100 last:border-0 hover:bg-stone-50/60',
        'max-md:block max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:p-3 max-md:last:border',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('px-3 py-2.5 text-xs font-semibold tracking-wide text-stone-500 uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({
  className,
  label,
  dense,
  ...props
}: ComponentProps<'td'> & {
  /** Column name shown beside the value on small screens. */
  label?: string;
  /** Short rows on small screens (read-only cells without touch targets). */
  dense?: boolean;
}) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-3 py-2.5 align-middle',
        'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right',
        !dense && 'max-md:min-h-11',
        'max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:text-stone-500 max-md:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}
