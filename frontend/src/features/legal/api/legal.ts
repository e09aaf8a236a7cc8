import type { LegalPage, LegalPageFields, LegalPageName } from '@et/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';

export const legalKeys = {
  all: ['legal'] as const,
  page: (page: LegalPageName) => ['legal', page] as const,
};

/** GET /api/legal/{page}: public; the starting text until an admin saved one. */
export const legalPageQuery = (page: LegalPageName) =>
  queryOptions({ queryKey: legalKeys.page(page), queryFn: () => api.get<LegalPage>(`/api/legal/${page}`) });

export function useLegalPage(page: LegalPageName) {
  return useQuery(legalPageQuery(page));
}

/** PATCH /api/legal/{page} (admin): both languages at once. */
export function useSaveLegalPage() {
  const refresh = useRefresh(legalKeys.all);
  return useMutation({
    mutationFn: ({ page, fields }: { page: LegalPageName; fields: LegalPageFields }) =>
      api.patch<LegalPage>(`/api/legal/${page}`, fields),
    onSuccess: refresh,
  });
}
