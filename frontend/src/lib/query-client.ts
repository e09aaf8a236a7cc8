import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: data never goes stale on its own, no refetch on focus, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
