import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText, isConnectionError } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

/** What LoadError needs of a failed query (TanStack Query's result has it all). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A query that failed to load: the page's error text and "Erneut versuchen", which fetches again.
 * One look everywhere a page or tab loads something; `message` is the spec's text where it names
 * one, else the server's message (e.g. "service unavailable") or the generic one. A call that
 * reached no server says so too ("Keine Verbindung zum Server …") below the page's text: the
 * spec's texts name what failed, not why.
 */
export function LoadError({
  query,
  message,
  className,
}: {
  query: RetryableQuery;
  message?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="load-error"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        <p>{message ?? errorText(query.error, t('genericError'))}</p>
        {message !== undefined && isConnectionError(query.error) && (
          <p className="mt-1 text-sm">{query.error.serverMessage}</p>
        )}
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="shrink-0"
        disabled={query.isFetching}
        onClick={() => query.refetch()}
      >
        <RotateCw className={cn('h-4 w-4', query.isFetching && 'animate-spin')} aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}
