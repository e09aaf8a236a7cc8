import { z } from 'zod';
import type { DomainEvent } from './events';
import { readModel } from './read-model';
import { idParam, multiLineText, pathParams, singleLineText } from './text';
import type { MessageKey } from './texts';

export const FREQUENCY_COLORS = ['blue', 'yellow', 'gold', 'orange', 'red'] as const;
export type FrequencyColor = (typeof FREQUENCY_COLORS)[number];
export const DEFAULT_FREQUENCY_COLOR: FrequencyColor = 'blue';

const text = (line: typeof singleLineText, key: MessageKey, max: number) =>
  line(key)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, key).max(max, 'frequencyTooLong'));

/** POST /api/frequencies and PATCH /api/frequencies/{id}: all five fields (spec 5). */
export const frequencyBody = z.strictObject({
  nameDE: text(singleLineText, 'frequencyNameDeRequired', 100),
  descriptionDE: text(multiLineText, 'frequencyDescriptionDeRequired', 2000),
  nameEN: text(singleLineText, 'frequencyNameEnRequired', 100),
  descriptionEN: text(multiLineText, 'frequencyDescriptionEnRequired', 2000),
  color: z.enum(FREQUENCY_COLORS, { error: 'frequencyColorInvalid' }).default(DEFAULT_FREQUENCY_COLOR),
});
export type FrequencyBody = z.input<typeof frequencyBody>;
export type FrequencyFields = z.output<typeof frequencyBody>;

export const frequencyIdParams = pathParams('frequencyNotFound', { id: idParam('frequencyNotFound') });

/** Read model `frequencies`, and what GET /api/frequencies lists. */
export const frequencySchema = z.object({
  id: z.number().int(),
  nameDE: z.string(),
  descriptionDE: z.string(),
  nameEN: z.string(),
  descriptionEN: z.string(),
  color: z.enum(FREQUENCY_COLORS),
});
export type Frequency = z.infer<typeof frequencySchema>;

/** GET /api/frequencies. */
export const frequenciesAnswer = z.array(frequencySchema);

export const frequencyModels = {
  frequencies: readModel<Frequency>('frequencies'),
};

export type FrequencyCreated = DomainEvent<'FrequencyCreated', FrequencyFields & { frequencyId: number }>;
export type FrequencyUpdated = DomainEvent<'FrequencyUpdated', FrequencyFields & { frequencyId: number }>;
export type FrequencyDeleted = DomainEvent<'FrequencyDeleted', { frequencyId: number }>;
export type FrequencyEvent = FrequencyCreated | FrequencyUpdated | FrequencyDeleted;

export const frequencyStreams = {
  frequency: (id: number) => `frequency-${id}`,
  ids: 'ids-frequency',
} as const;
