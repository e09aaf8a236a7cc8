import { z } from 'zod';
import type { DomainEvent } from './events';
import { readModel } from './read-model';
import { multiLineText, pathParams } from './text';

/** The public legal pages: /impressum, /datenschutz and /nutzungsbedingungen (the spec's "terms"). */
export const LEGAL_PAGES = ['impressum', 'datenschutz', 'nutzungsbedingungen'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export const MAX_LEGAL_TEXT = 50_000;

export const legalPageParams = pathParams('legalPageNotFound', {
  page: z.enum(LEGAL_PAGES, { error: 'legalPageNotFound' }),
});

/** Plain text; blank lines separate paragraphs. Shown as text, never as HTML. */
const legalText = multiLineText('legalTextRequired')
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(1, 'legalTextRequired').max(MAX_LEGAL_TEXT, 'legalTextTooLong'));

/** PATCH /api/legal/{page} (admins): both languages at once. */
export const legalPageBody = z.strictObject({ textDE: legalText, textEN: legalText });
export type LegalPageBody = z.input<typeof legalPageBody>;
export type LegalPageFields = z.output<typeof legalPageBody>;

/** Read model `legal_pages`, by page name. */
export interface LegalPageDocument extends LegalPageFields {
  id: LegalPageName;
  updatedAt: string;
}

export const legalModels = {
  legalPages: readModel<LegalPageDocument>('legal_pages'),
};

/** GET /api/legal/{page}: the admins' text, or the starting text until they saved one. */
export const legalPageSchema = z.object({
  page: z.enum(LEGAL_PAGES),
  textDE: z.string(),
  textEN: z.string(),
  /** True while no admin has saved a text of their own. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export type LegalPageUpdated = DomainEvent<'LegalPageUpdated', LegalPageFields & { page: LegalPageName }>;
export type LegalEvent = LegalPageUpdated;

export const legalStreams = {
  page: (page: LegalPageName) => `legal-${page}`,
} as const;
