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
}

// One toast at a time (spec 9): a new one replaces the one shown.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast for 5 s, replacing any toast on screen. */
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
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('notifications')}
    >
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={cn(
            'relative rounded-xl border p-4 pr-12 shadow-lg data-[state=open]:animate-[slide-in-up_200ms_ease-out] motion-reduce:animate-none',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            message.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && (
            <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
              {message.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t('close')}
            className="absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-lg opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* F8 (Radix default hotkey) moves focus here. */}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
