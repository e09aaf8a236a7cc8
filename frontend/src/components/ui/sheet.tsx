import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';

/** A side sheet (Radix Dialog sliding in from the right), used for the mobile navigation. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-5 shadow-xl',
          'pb-[max(1.25rem,env(safe-area-inset-bottom))] focus:outline-none',
          'data-[state=open]:animate-[slide-in-right_200ms_ease-out] motion-reduce:animate-none',
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
