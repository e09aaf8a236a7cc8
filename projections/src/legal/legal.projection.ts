import type { LegalEvent, LegalPageDocument } from '@et/contracts';
import type { Projection } from '../projection';

/** The admins' texts of the legal pages, by page name. */
export const legalProjection: Projection = {
  name: 'legal',
  version: 1,
  collections: ['legal_pages'],
  async apply(recorded, ctx) {
    const event = recorded as unknown as LegalEvent;
    if (event.type !== 'LegalPageUpdated') return;
    const { page, textDE, textEN } = event.data;
    await ctx
      .collection<LegalPageDocument>('legal_pages')
      .upsert({ id: page, textDE, textEN, updatedAt: recorded.recordedAt });
  },
};
