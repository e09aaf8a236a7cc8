import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { Button } from './button';
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
  const { t } = useTranslation();
  if (query.isLoading)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3 py-4" role="alert">
        <p className="text-red-700">{error ?? errorText(query.error, t('genericError'))}</p>
        <Button size="sm" variant="secondary" disabled={query.isFetching} onClick={() => query.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  if (isEmpty) return <p className="py-10 text-center text-stone-500">{empty}</p>;
  return <>{children}</>;
}
