import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { Spinner } from './spinner';

interface QueryViewProps {
  query: { isLoading: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: ReactNode;
}

/** A list's three other states in one place: loading spinner, error message, empty text. */
export function QueryView({ query, isEmpty, empty, children }: QueryViewProps) {
  const { t } = useTranslation();
  if (query.isLoading)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <p className="text-red-700" role="alert">
        {errorText(query.error, t('genericError'))}
      </p>
    );
  if (isEmpty) return <p className="py-10 text-center text-stone-500">{empty}</p>;
  return <>{children}</>;
}
