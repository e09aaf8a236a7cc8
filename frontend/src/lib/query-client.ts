import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data never goes stale on its own, no refetch on focus, no retries.
 * `networkMode: 'always'`: a call goes out even when the browser says it is offline and fails at
 * once with "Keine Verbindung zum Server …" (lib/api.ts), where TanStack's default would hold it
 * with a spinning button until the browser says it is online again (and then send a save the
 * person may have given up on). A query that failed loads again once the browser is back online.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      retry: false,
      networkMode: 'always',
      // TanStack turns this off with 'always'; a query that failed offline (it has no data, so it
      // is stale) should load once the browser is online again. Loaded data stays as it is.
      refetchOnReconnect: true,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
