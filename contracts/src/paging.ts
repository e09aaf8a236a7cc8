import { z } from 'zod';
import { isSingleLineText } from './text';
import type { MessageKey } from './texts';

/** One page of a list that grows without bound (paged on the server). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * Lists paged by key (the code list): `cursor` values for the pages beside this one, null
   * where there is none. A page reached by cursor costs what the first does, however deep.
   */
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/** What a cursor holds; clients pass it back as it came. */
export interface PageCursor {
  /** The rows after the key (the next page) or before it (the previous one). */
  direction: 'next' | 'prev';
  /** The number of the page it leads to, as the list stood when the cursor was made. */
  page: number;
  /** The sort value and the id of the row beside that page. */
  key: [string | number | boolean | null, string | number];
}

/** The answer schema of a `Page<Item>` (the cursors only where the list is paged by key). */
export const pageAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable().optional(),
    prevCursor: z.string().nullable().optional(),
  });

const MAX_CURSOR_LENGTH = 400;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCursor({ direction, page, key }: PageCursor): string {
  return toBase64Url(JSON.stringify({ d: direction === 'next' ? 'n' : 'p', p: page, k: key }));
}

const keyValue = z.union([
  z.string().max(200).refine(isSingleLineText),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
const cursorShape = z.strictObject({
  d: z.enum(['n', 'p']),
  p: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  k: z.tuple([keyValue, z.union([z.string().min(1).max(200).refine(isSingleLineText), z.number().finite()])]),
});

/** A cursor read back, or null when it is none of ours (garbled, cut short, made up). */
export function decodeCursor(text: string): PageCursor | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = cursorShape.safeParse(JSON.parse(fromBase64Url(text)));
    if (!parsed.success) return null;
    const { d, p, k } = parsed.data;
    return { direction: d === 'n' ? 'next' : 'prev', page: p, key: k };
  } catch {
    return null;
  }
}

/** The `cursor` query parameter: 400 with `key` for anything that is not a cursor we made. */
export const pageCursorParam = (key: MessageKey = 'invalidCursor') =>
  z.string({ error: key }).transform((text, context) => {
    const cursor = decodeCursor(text);
    if (!cursor) context.addIssue({ code: 'custom', message: key });
    return cursor ?? z.NEVER;
  });
