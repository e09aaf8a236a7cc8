import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * A sheet (Radix Dialog) sliding in from the right (the mobile navigation) or up from the bottom
 * (the onboarding drawer; on wider screens a centred panel at the bottom).
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  title,
  children,
  className,
  side = 'right',
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  side?: 'right' | 'bottom';
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto bg-white p-5 shadow-xl',
          'pb-[max(1.25rem,env(safe-area-inset-bottom))] focus:outline-none motion-reduce:animate-none',
          side === 'right'
            ? 'inset-y-0 right-0 w-[85vw] max-w-sm data-[state=open]:animate-[slide-in-right_200ms_ease-out]'
            : 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl data-[state=open]:animate-[slide-in-bottom_250ms_ease-out] sm:mx-auto sm:mb-4 sm:max-w-lg sm:rounded-2xl',
          className,
        )}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <DialogPrimitive.Title className="truncate text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-m-1 inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('close')}
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
