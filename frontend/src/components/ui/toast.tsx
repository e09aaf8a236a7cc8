import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/utils';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

// One toast at a time (spec): a new one replaces the one shown.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

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

function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function Toaster() {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={cn(
            'rounded-xl border p-4 pr-8 shadow-lg',
            message.variant === 'destructive'
              ? 'border-red-200 bg-red-600 text-white'
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
            aria-label="×"
            className="absolute top-2 right-3 text-lg opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
