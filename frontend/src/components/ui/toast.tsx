import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; by default 3 s for news, 7 s for errors (they take longer to read). */
  duration?: number;
}

export const durations = { default: 3000, destructive: 7000 } as const;

// One toast at a time (spec 9): a new one replaces the one shown.
let current: ToastMessage | null = null;
let nextId = 1;
/** Set by the first toast: from then on the Radix view stays mounted. */
let viewNeeded = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast (3 s, errors 7 s), replacing any toast on screen. */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  viewNeeded = true;
  emit();
}

export function dismiss(id: number) {
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

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(subscribe, () => current);
}

// The Radix toast code is no part of the first page: it loads with the first toast and stays.
const ToasterView = lazy(() => import('./toaster-view'));

export function Toaster() {
  useCurrentToast();
  if (!viewNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
