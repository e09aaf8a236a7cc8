import type {
  DiaryConsent,
  DiaryEntriesDeletedAnswer,
  DiaryEntry,
  DiaryEntryInput,
  TokenActivity,
} from '@et/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { diaryKeys } from './keys';

/** GET /api/diary-entries: the own entries, newest first. */
export const diaryEntriesQuery = () =>
  queryOptions({ queryKey: diaryKeys.entries, queryFn: () => api.get<DiaryEntry[]>('/api/diary-entries') });

export function useDiaryEntries() {
  return useQuery(diaryEntriesQuery());
}

/** GET /api/diary-consent: whether the person agreed to their entries being kept. */
export function useDiaryConsent() {
  return useQuery({
    queryKey: diaryKeys.consent,
    queryFn: () => api.get<DiaryConsent>('/api/diary-consent'),
  });
}

/** GET /api/token-activities: the own token switches (newest 200), for the balance per frequency. */
export function useTokenActivities() {
  return useQuery({
    queryKey: diaryKeys.tokenActivities,
    queryFn: () => api.get<TokenActivity[]>('/api/token-activities'),
  });
}

/** POST /api/diary-entries {content, isPositive, strength, date}. */
export function useWriteEntry() {
  const refresh = useRefresh(diaryKeys.entries);
  return useMutation({
    mutationFn: (entry: DiaryEntryInput) => api.post<DiaryEntry>('/api/diary-entries', entry),
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/diary-entries/{id}. */
export function useDeleteEntry() {
  const refresh = useRefresh(diaryKeys.entries);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/diary-entries/${id}`),
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/diary-entries: every own entry at once (offered after revoking the consent). */
export function useDeleteAllEntries() {
  const refresh = useRefresh(diaryKeys.entries);
  return useMutation({
    mutationFn: () => api.delete<DiaryEntriesDeletedAnswer>('/api/diary-entries'),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/diary-consent (given) or DELETE /api/diary-consent (taken back). */
export function useSetConsent() {
  const refresh = useRefresh(diaryKeys.consent);
  return useMutation({
    mutationFn: (consented: boolean) =>
      consented
        ? api.post<DiaryConsent>('/api/diary-consent')
        : api.delete<DiaryConsent>('/api/diary-consent'),
    onSuccess: () => void refresh(),
  });
}
