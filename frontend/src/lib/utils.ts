import { type ClassValue, clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { mergeClasses } from './merge-classes';

/** Classes from conditions and overrides; a later class wins over an earlier one it conflicts with. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** The value, once it has stopped changing for `ms` (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
