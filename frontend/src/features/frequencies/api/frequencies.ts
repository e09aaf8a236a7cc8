import type { Frequency } from '@et/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { frequencyKeys } from './keys';

/** GET /api/frequencies: every frequency, sorted by id (login required). */
export const getFrequencies = () => api.get<Frequency[]>('/api/frequencies');

/** Kept fresh by FREQUENCIES_CHANGED over /ws. */
export const frequenciesQuery = () => queryOptions({ queryKey: frequencyKeys.all, queryFn: getFrequencies });

export function useFrequencies() {
  return useQuery(frequenciesQuery());
}
