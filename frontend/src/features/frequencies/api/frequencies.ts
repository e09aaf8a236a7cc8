import type { Frequency } from '@et/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const frequenciesKey = ['frequencies'] as const;

/** GET /api/frequencies: every frequency, sorted by id (login required). */
export const getFrequencies = () => api.get<Frequency[]>('/api/frequencies');

/** Kept fresh by FREQUENCIES_CHANGED over /ws. */
export const frequenciesQuery = () => queryOptions({ queryKey: frequenciesKey, queryFn: getFrequencies });

export function useFrequencies() {
  return useQuery(frequenciesQuery());
}
