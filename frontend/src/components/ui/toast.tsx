import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import i18n from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { RouteErrorBoundary } from '../route-error-boundary';

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

/**
 * The message without Radix: shown while the Radix view loads, and instead of it when its chunk
 * cannot load (the first toast of a page that went offline, with no service worker to serve the
 * chunk): "Keine Verbindung zum Server …" must not depend on the network. Same place and look.
 */
function PlainToast({ message }: { message: ToastMessage | null }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(
      () => dismiss(message.id),
      message.duration ?? durations[message.variant ?? 'default'],
    );
    return () => clearTimeout(timer);
  }, [message]);
  if (!message) return null;
  const destructive = message.variant === 'destructive';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[100] flex flex-col gap-2 px-3 pt-2 md:top-auto md:bottom-0 md:left-auto md:w-full md:max-w-[420px] md:p-4">
      <div
        role={destructive ? 'alert' : 'status'}
        className={cn(
          'pointer-events-auto relative rounded-xl border p-3 pr-12 text-sm shadow-lg md:p-4 md:pr-12 md:text-base',
          destructive ? 'border-red-800 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900',
        )}
      >
        <p className="font-semibold">{message.title}</p>
        {message.description && <p className="mt-0.5 opacity-90 md:mt-1 md:text-sm">{message.description}</p>}
        <button
          type="button"
          aria-label={i18n.t('common:close')}
          onClick={() => dismiss(message.id)}
          className="absolute top-1 right-1 inline-flex h-11 w-11 items-center justify-center rounded-lg text-lg opacity-80 hover:opacity-100 md:top-2 md:right-2"
        >
          <span aria-hidden>×</span>
        </button>
      </div>
    </div>
  );
}

export function Toaster() {
  const message = useCurrentToast();
  if (!viewNeeded) return null;
  const plain = <PlainToast message={message} />;
  return (
    <RouteErrorBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <ToasterView />
      </Suspense>
    </RouteErrorBoundary>
  );
}
