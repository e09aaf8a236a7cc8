import type { Faq, FaqBody, FaqDocument, FaqPatch } from '@et/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { type FaqListParams, faqKeys } from './keys';

/** GET /api/faqs: active FAQs in order (admins: inactive ones too when asked, with vote counts). */
export const faqsQuery = (params: FaqListParams = {}) =>
  queryOptions({
    queryKey: faqKeys.list(params),
    queryFn: () =>
      api.get<Faq[]>(
        `/api/faqs${query({ includeInactive: params.includeInactive ? 'true' : undefined, category: params.category })}`,
      ),
  });

export function useFaqs(params: FaqListParams = {}) {
  return useQuery(faqsQuery(params));
}

/** POST /api/faqs (admin). */
export function useCreateFaq() {
  const refresh = useRefresh(faqKeys.all);
  return useMutation({
    mutationFn: (body: FaqBody) => api.post<FaqDocument>('/api/faqs', body),
    onSuccess: refresh,
  });
}

/** PATCH /api/faqs/{id} (admin): the fields sent change. */
export function useUpdateFaq() {
  const refresh = useRefresh(faqKeys.all);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: FaqBody | FaqPatch }) =>
      api.patch<FaqDocument>(`/api/faqs/${id}`, changes),
    onSuccess: refresh,
  });
}

/** DELETE /api/faqs/{id} (admin). */
export function useDeleteFaq() {
  const refresh = useRefresh(faqKeys.all);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/faqs/${id}`),
    onSuccess: refresh,
  });
}

/** POST /api/faqs/{id}/feedback: "War das hilfreich?" — one answer per person, changeable. */
export function useFaqFeedback() {
  const refresh = useRefresh(faqKeys.all);
  return useMutation({
    mutationFn: ({ id, helpful }: { id: number; helpful: boolean }) =>
      api.post<{ faqId: number; helpful: boolean }>(`/api/faqs/${id}/feedback`, { helpful }),
    onSuccess: refresh,
  });
}
