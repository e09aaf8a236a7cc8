import { defineFeature } from './feature';
import type { LegalEvent } from './legal';
import { legalTexts } from './legal-texts';

/** Site content written by admins: who changed which page is audited, the text itself is public anyway. */
export const legalFeature = defineFeature<LegalEvent>({
  name: 'legal',
  texts: legalTexts,
  events: {
    LegalPageUpdated: { audit: ['page'] },
  },
});
