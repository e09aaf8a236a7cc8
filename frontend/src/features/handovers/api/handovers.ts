import type {
  HandoverAccepted,
  HandoverKind,
  HandoverOffer,
  HandoverPreview,
  OpenHandover,
} from '@et/contracts/handovers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh, useRefreshAfter } from '../../../lib/refresh';
import { handoverKeys } from './keys';

/** What a handover is about: a token or a ring, by its id. */
export interface HandoverItem {
  kind: HandoverKind;
  id: number;
}

const itemPath = ({ kind, id }: HandoverItem) =>
  kind === 'token' ? `/api/energy-tokens/${id}/handover` : `/api/dimension-rings/${id}/handover`;

/** GET /api/handovers: the signed-in user's open handovers. */
export const getOpenHandovers = () => api.get<OpenHandover[]>('/api/handovers');

/** Kept fresh by HANDOVER_CHANGED over /ws. */
export const openHandoversQuery = () =>
  queryOptions({ queryKey: handoverKeys.mine, queryFn: getOpenHandovers });

/** The open handover of one token or ring, if there is one (undefined while loading or none). */
export function useOpenHandover(item: HandoverItem) {
  return useQuery({
    ...openHandoversQuery(),
    select: (open) => open.find((handover) => handover.kind === item.kind && handover.itemId === item.id),
  });
}

/**
 * POST …/{id}/handover {showName}: a handover code for the item (the same one again while one is
 * open). Its answer goes into the open list at once, so the card's badge shows without waiting.
 */
export function useOfferHandover(item: HandoverItem) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(handoverKeys.mine);
  return useMutation({
    mutationFn: (showName: boolean) => api.post<HandoverOffer>(itemPath(item), { showName }),
    onSuccess: (offer) => {
      queryClient.setQueryData<OpenHandover[]>(handoverKeys.mine, (open = []) => [
        ...open.filter((handover) => !(handover.kind === item.kind && handover.itemId === item.id)),
        { kind: item.kind, itemId: item.id, ...offer },
      ]);
      void refresh();
    },
  });
}

/** DELETE …/{id}/handover: the code no longer works. */
export function useCancelHandover(item: HandoverItem) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(handoverKeys.mine);
  return useMutation({
    mutationFn: () => api.delete<void>(itemPath(item)),
    onSettled: () => {
      // Also after a 404 (already taken or ended elsewhere): the list says how things stand.
      queryClient.setQueryData<OpenHandover[]>(handoverKeys.mine, (open) =>
        open?.filter((handover) => !(handover.kind === item.kind && handover.itemId === item.id)),
      );
      void refresh();
    },
  });
}

/** GET /api/handovers/{code}: what the code would hand over (409 for any code that cannot be taken). */
export const handoverPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: handoverKeys.preview(code),
    queryFn: () => api.get<HandoverPreview>(`/api/handovers/${encodeURIComponent(code)}`),
  });

/** The preview of a complete code; nothing is asked while `code` is null. */
export function useHandoverPreview(code: string | null) {
  return useQuery({ ...handoverPreviewQuery(code ?? ''), enabled: code !== null });
}

/**
 * POST /api/handovers/{code}/accept: the token or ring becomes the caller's. The token list, the
 * rings and the inbox (both people get a message) are other features': their live rules say what
 * goes stale.
 */
export function useAcceptHandover() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfter('TOKEN_CREATED', 'RING_CHANGED', 'MESSAGES_CHANGED');
  return useMutation({
    mutationFn: (code: string) =>
      api.post<HandoverAccepted>(`/api/handovers/${encodeURIComponent(code)}/accept`),
    onSuccess: () => {
      // Stale, not fetched again now: the page on screen would show the taken code's 409.
      void queryClient.invalidateQueries({ queryKey: handoverKeys.all, refetchType: 'none' });
      void refresh();
    },
  });
}
