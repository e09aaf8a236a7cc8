import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * After a change this client made: marks the queries under `keys` stale, so the ones on screen
 * fetch again; the promise settles when they are back (callers that must not wait use `void`).
 */
export function useRefresh(...keys: readonly QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
