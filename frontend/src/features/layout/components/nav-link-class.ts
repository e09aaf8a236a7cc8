import { cn } from '../../../lib/utils';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium',
    'focus-visible:outline-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-100 text-brand-900' : 'text-stone-700 hover:bg-stone-100',
  );
