import type { ReactNode } from 'react';
import { LoadError } from '../load-error';
import { Spinner } from './spinner';

interface QueryViewProps {
  query: {
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  isEmpty: boolean;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** What a failure says instead of the server's message (the retry button stays). */
  error?: ReactNode;
  children: ReactNode;
}

/** A list's three other states in one place: loading spinner, error with retry, empty text. */
export function QueryView({ query, isEmpty, empty, error, children }: QueryViewProps) {
  if (query.isLoading)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (query.isError) return <LoadError query={query} message={error} className="my-2" />;
  if (isEmpty) return <p className="py-10 text-center text-stone-500">{empty}</p>;
  return <>{children}</>;
}
