import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { dismiss, durations, useCurrentToast } from './toast';

/** The toasts on screen (Radix): its own chunk, loaded with the first toast (see `Toaster`). */
export default function ToasterView() {
  const { t } = useTranslation();
  const message = useCurrentToast();
  const variant = message?.variant ?? 'default';
  return (
    // `label` starts what a screen reader announces; the viewport's names the region.
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} label={t('notification')}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open
          duration={message.duration ?? durations[variant]}
          // Errors interrupt (assertive), news waits its turn (polite).
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={cn(
            'pointer-events-auto relative rounded-xl border p-3 pr-12 text-sm shadow-lg md:p-4 md:pr-12 md:text-base',
            'data-[state=open]:animate-[fade-in_150ms_ease-out] md:data-[state=open]:animate-[slide-in-up_200ms_ease-out] motion-reduce:animate-none',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && (
            <ToastPrimitive.Description className="mt-0.5 opacity-90 md:mt-1 md:text-sm">
              {message.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t('close')}
            className="absolute top-1 right-1 inline-flex h-11 w-11 items-center justify-center rounded-lg opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current md:top-2 md:right-2"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* Phones: just below the sticky header, where it covers a page's title rather than the
          buttons at the thumb; wider screens: bottom right. F8 (Radix default hotkey) moves focus here. */}
      <ToastPrimitive.Viewport
        label={t('notifications')}
        className="pointer-events-none fixed inset-x-0 top-16 z-[100] m-0 flex list-none flex-col gap-2 px-3 pt-2 outline-none md:top-auto md:bottom-0 md:left-auto md:w-full md:max-w-[420px] md:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
