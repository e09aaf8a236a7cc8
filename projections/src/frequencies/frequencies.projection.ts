import { type FrequencyEvent, frequencyModels } from '@et/contracts';
import type { Projection } from '../projection';

/** The frequency list everyone reads. */
export const frequenciesProjection: Projection = {
  name: 'frequencies',
  version: 1,
  collections: [frequencyModels.frequencies],
  async apply(recorded, ctx) {
    const event = recorded as unknown as FrequencyEvent;
    const frequencies = ctx.collection(frequencyModels.frequencies);
    switch (event.type) {
      case 'FrequencyCreated':
      case 'FrequencyUpdated': {
        const { frequencyId, ...fields } = event.data;
        await frequencies.upsert({ id: frequencyId, ...fields });
        return;
      }
      case 'FrequencyDeleted':
        await frequencies.delete(event.data.frequencyId);
        return;
    }
  },
};
