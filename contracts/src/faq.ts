import { z } from 'zod';
import type { DomainEvent } from './events';
import { readModel } from './read-model';
import { idParam, multiLineText, pathParams, plainNumberParam, singleLineText } from './text';

/** Spec 3 and 9: the five categories (labels Allgemein, Nutzung, Technisch, Konto, Sonstiges). */
export const FAQ_CATEGORIES = ['general', 'usage', 'technical', 'account', 'other'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const DEFAULT_FAQ_CATEGORY: FaqCategory = 'general';

const MAX_SORT_ORDER = 1_000_000;

const question = singleLineText('faqQuestionTooShort')
  .transform((s) => s.trim())
  .pipe(z.string().min(3, 'faqQuestionTooShort').max(300, 'faqTooLong'));

const answer = multiLineText('faqAnswerTooShort')
  .transform((s) => s.trim())
  .pipe(z.string().min(3, 'faqAnswerTooShort').max(5000, 'faqTooLong'));

/** Optional; an empty field means none. Only http(s) links: never `javascript:` or `data:`. */
const videoUrl = z
  .union([singleLineText('faqVideoUrlInvalid'), z.null()], { error: 'faqVideoUrlInvalid' })
  .transform((s) => (s ?? '').trim())
  .pipe(
    z
      .string()
      .max(2000, 'faqVideoUrlInvalid')
      .refine((s) => s === '' || (/^https?:\/\//i.test(s) && URL.canParse(s)), 'faqVideoUrlInvalid')
      .transform((s) => (s === '' ? null : s)),
  );

const category = z.enum(FAQ_CATEGORIES, { error: 'faqCategoryInvalid' });

/** A whole number from 0; an empty field (the form's number input) means 0 (spec 5). */
const sortOrder = z
  .union([z.number(), z.literal(''), plainNumberParam('faqSortOrderInvalid'), z.literal('0')], {
    error: 'faqSortOrderInvalid',
  })
  .transform((v) => (v === '' ? 0 : Number(v)))
  .pipe(
    z
      .number()
      .int('faqSortOrderInvalid')
      .min(0, 'faqSortOrderInvalid')
      .max(MAX_SORT_ORDER, 'faqSortOrderInvalid'),
  );

const isActive = z.boolean({ error: 'invalidInput' });

/** POST /api/faqs {question, answer, videoUrl, category, sortOrder, isActive} (spec 5 and 7). */
export const faqBody = z.strictObject({
  question,
  answer,
  videoUrl: videoUrl.optional().transform((v) => v ?? null),
  category: category.default(DEFAULT_FAQ_CATEGORY),
  sortOrder: sortOrder.optional().transform((v) => v ?? 0),
  isActive: isActive.default(true),
});
export type FaqBody = z.input<typeof faqBody>;
export type FaqFields = z.output<typeof faqBody>;

/** PATCH /api/faqs/{id}: the fields sent change, the others stay. */
export const faqPatchBody = z.strictObject({
  question: question.optional(),
  answer: answer.optional(),
  videoUrl: videoUrl.optional(),
  category: category.optional(),
  sortOrder: sortOrder.optional(),
  isActive: isActive.optional(),
});
export type FaqPatch = z.output<typeof faqPatchBody>;

export const faqIdParams = pathParams('faqNotFound', { id: idParam('faqNotFound') });

/** GET /api/faqs?includeInactive=true&category=… (inactive ones for admins only). */
export const faqsQuery = z.strictObject({
  includeInactive: z
    .enum(['true', 'false'], { error: 'invalidInput' })
    .optional()
    .transform((v) => v === 'true'),
  category: z.enum([...FAQ_CATEGORIES, 'all'], { error: 'faqCategoryInvalid' }).optional(),
});
export type FaqsQuery = z.input<typeof faqsQuery>;

/** POST /api/faqs/{id}/feedback: "War das hilfreich? Ja / Nein"; one vote per person, changeable. */
export const faqFeedbackBody = z.strictObject({
  helpful: z.boolean({ error: 'faqHelpfulInvalid' }),
});

/** Read model `faqs`, and the answer of POST and PATCH /api/faqs. */
export const faqDocumentSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  videoUrl: z.string().nullable(),
  category: z.enum(FAQ_CATEGORIES),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FaqDocument = z.infer<typeof faqDocumentSchema>;

/** What GET /api/faqs lists: the caller's own vote; admins also see the counts. */
export const faqSchema = faqDocumentSchema.extend({
  /** true: helpful, false: not helpful, null: not voted. */
  myVote: z.boolean().nullable(),
  helpfulCount: z.number().int().optional(),
  notHelpfulCount: z.number().int().optional(),
});
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/faqs. */
export const faqsAnswer = z.array(faqSchema);

/** The answer of POST /api/faqs/{id}/feedback: the vote as recorded. */
export const faqFeedbackAnswer = z.object({ faqId: z.number().int(), helpful: z.boolean() });
export type FaqFeedbackAnswer = z.infer<typeof faqFeedbackAnswer>;

/** Read model `faq_votes`: one person's vote on one FAQ (personal data). */
export interface FaqVote {
  /** `{faqId}:{userId}` */
  id: string;
  faqId: number;
  userId: number;
  helpful: boolean;
  votedAt: string;
}

export const faqModels = {
  faqs: readModel<FaqDocument>('faqs'),
  faqVotes: readModel<FaqVote>('faq_votes'),
};

export type FaqCreated = DomainEvent<'FaqCreated', FaqFields & { faqId: number }>;
export type FaqUpdated = DomainEvent<'FaqUpdated', FaqFields & { faqId: number }>;
export type FaqDeleted = DomainEvent<'FaqDeleted', { faqId: number }>;
export type FaqEvent = FaqCreated | FaqUpdated | FaqDeleted;

/** In the voter's own stream, erased with the account. */
export type FaqVoteCast = DomainEvent<'FaqVoteCast', { userId: number; faqId: number; helpful: boolean }>;

export const faqStreams = {
  faq: (id: number) => `faq-${id}`,
  ids: 'ids-faq',
  votes: (userId: number) => `faq-votes-${userId}`,
} as const;

export const faqVoteId = (faqId: number, userId: number) => `${faqId}:${userId}`;
