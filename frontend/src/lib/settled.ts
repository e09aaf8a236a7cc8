import { type QueryKey, type UseQueryOptions, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';

const settling = new WeakMap<object, Promise<void>>();

/**
 * Suspends until the query has an answer or an error, without throwing either (unlike
 * `useSuspenseQuery`, whose error would reach the route's error boundary): for a page whose first
 * paint should already hold what the query decides, so nothing shifts when it arrives. The
 * component that shows the answer reads it with `useQuery` as usual (and shows its error there).
 */
export function useSettled<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
): void {
  const queryClient = useQueryClient();
  const query = queryClient.getQueryCache().build(queryClient, options);
  if (query.state.status !== 'pending') return;
  let settled = settling.get(query);
  if (!settled) {
    settled = queryClient.fetchQuery(options).then(
      () => {},
      () => {},
    );
    settling.set(query, settled);
  }
  use(settled);
}
