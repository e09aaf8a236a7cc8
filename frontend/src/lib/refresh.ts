import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { LiveRules } from './live';

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

/** Every feature's `/ws` live rules (app/live-registry.ts), given to the app's tree by app.tsx. */
export const LiveRulesContext = createContext<readonly LiveRules[]>([]);

/** The `/ws` messages a change of this client's stands for. */
export type LiveChange = keyof LiveRules;

/**
 * After a change this client made that other features show too (a code changes the stat cards
 * and the audit trail): marks stale what the `/ws` messages `changes` would, by every feature's
 * live rules, so a feature names no other feature's query keys and this page does not wait for the
 * server's message. The promise settles when the queries on screen are back.
 */
export function useRefreshAfter(...changes: readonly LiveChange[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const rules = useContext(LiveRulesContext);
  return async () => {
    const keys = keysAfter(rules, changes);
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** The query keys the live rules name for `changes`. Exported for tests. */
export function keysAfter(rules: readonly LiveRules[], changes: readonly LiveChange[]): QueryKey[] {
  return rules.flatMap((rule) => changes.flatMap((change) => rule[change] ?? []));
}
