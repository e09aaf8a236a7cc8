import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; by default 3 s for news, 7 s for errors (they take longer to read). */
  duration?: number;
}

const durations = { default: 3000, destructive: 7000 } as const;

// One toast at a time (spec 9): a new one replaces the one shown.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast (3 s, errors 7 s), replacing any toast on screen. */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function Toaster() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(subscribe, () => current);
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
