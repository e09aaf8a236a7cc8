import type { EnergyToken, TokenPatchBody } from '@et/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { sessionKeys } from '../../../lib/session-keys';
import { tokenKeys } from './keys';

/** GET /api/energy-tokens: the signed-in user's own tokens. */
export const getEnergyTokens = () => api.get<EnergyToken[]>('/api/energy-tokens');

/** Kept fresh by TOKEN_* messages over /ws. */
export const energyTokensQuery = () => queryOptions({ queryKey: tokenKeys.all, queryFn: getEnergyTokens });

export function useEnergyTokens() {
  return useQuery(energyTokensQuery());
}

/**
 * After a token change: the list and the user (spec 7). Not awaited, so the caller's toast
 * shows at once (a deleted token's card unmounts once the list is back).
 */
function useRefreshTokens() {
  const refresh = useRefresh(tokenKeys.all, sessionKeys.user);
  return () => void refresh();
}

/** Puts the server's answer into the cached list right away (the refetch then confirms it). */
function useStoreToken() {
  const queryClient = useQueryClient();
  return (token: EnergyToken) =>
    queryClient.setQueryData<EnergyToken[]>(tokenKeys.all, (tokens) =>
      tokens?.some((other) => other.id === token.id)
        ? tokens.map((other) => (other.id === token.id ? token : other))
        : tokens && [...tokens, token],
    );
}

export interface RedeemInput {
  code: string;
  frequencyId: number;
  /** Left out: the server names it 'Energietaler N' ('Energy Token N' in English). */
  name?: string;
}

export interface Redeemed {
  token: EnergyToken;
  /** The code was the person's own already (a retry, or a second device): nothing new was made. */
  alreadyYours: boolean;
}

/**
 * POST /api/codes/{code}/redeem {name?, frequencyId}: the code becomes an energy token. Sent
 * again by its owner it answers with their token (design.md reading 18).
 */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTokens();
  const store = useStoreToken();
  return useMutation({
    mutationFn: async ({ code, ...body }: RedeemInput): Promise<Redeemed> => {
      const known = queryClient.getQueryData<EnergyToken[]>(tokenKeys.all) ?? [];
      const token = await api.post<EnergyToken>(`/api/codes/${encodeURIComponent(code)}/redeem`, body);
      return { token, alreadyYours: known.some((other) => other.id === token.id) };
    },
    onSuccess: ({ token }) => {
      store(token);
      refresh();
    },
  });
}

/**
 * PATCH /api/energy-tokens/{id} with any of name, frequencyId, isActive. The switch answers at
 * once (optimistic) and springs back when the server refuses.
 */
export function useUpdateToken() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTokens();
  const store = useStoreToken();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TokenPatchBody }) =>
      api.patch<EnergyToken>(`/api/energy-tokens/${id}`, patch),
    onMutate: async ({ id, patch }) => {
      if (patch.isActive === undefined) return undefined;
      await queryClient.cancelQueries({ queryKey: tokenKeys.all });
      const previous = queryClient.getQueryData<EnergyToken[]>(tokenKeys.all);
      queryClient.setQueryData<EnergyToken[]>(tokenKeys.all, (tokens) =>
        tokens?.map((token) => (token.id === id ? { ...token, isActive: patch.isActive! } : token)),
      );
      return { previous };
    },
    onSuccess: store,
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(tokenKeys.all, context.previous);
    },
    onSettled: refresh,
  });
}

/** DELETE /api/energy-tokens/{id} (admins only). */
export function useDeleteToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/energy-tokens/${id}`),
    onSuccess: refresh,
  });
}
