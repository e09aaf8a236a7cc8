import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
          // A footer brings its own space below (a scroll box keeps its padding under anything in it).
          'has-[[data-dialog-footer]]:pb-0 sm:has-[[data-dialog-footer]]:pb-0',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="space-y-1">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={description ? 'text-sm text-stone-600' : 'sr-only'}>
              {description ?? title}
            </DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close
            className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('close')}
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog's buttons, its last part: they stay at the bottom of the dialog in sight while a long
 * content scrolls under them (a phone's screen holds little). Side by side on a phone too, sharing
 * the width; they wrap only when they do not fit.
 */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-dialog-footer
      className={cn(
        'sticky bottom-0 z-10 -mx-5 mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 bg-white px-5 pt-3 pb-4',
        'max-sm:*:flex-auto sm:-mx-6 sm:mt-6 sm:px-6 sm:pt-4 sm:pb-6',
        className,
      )}
    >
      {children}
    </div>
  );
}
