import { type LegalEvent, legalModels } from '@et/contracts';
import type { Projection } from '../projection';

/** The admins' texts of the legal pages, by page name. */
export const legalProjection: Projection = {
  name: 'legal',
  version: 1,
  collections: [legalModels.legalPages],
  async apply(recorded, ctx) {
    const event = recorded as unknown as LegalEvent;
    if (event.type !== 'LegalPageUpdated') return;
    const { page, textDE, textEN } = event.data;
    await ctx
      .collection(legalModels.legalPages)
      .upsert({ id: page, textDE, textEN, updatedAt: recorded.recordedAt });
  },
};
