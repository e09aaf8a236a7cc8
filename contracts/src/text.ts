import { z } from 'zod';
import type { MessageKey } from './texts';

/**
 * The one rule for text from outside (bodies, query strings, path parameters). Control
 * characters (NUL included), lone surrogates and line/paragraph separators are refused:
 * PostgreSQL cannot store NUL or lone surrogates, and a line break in a single-line field
 * (an SMTP host, a name in a mail header, a log line) is an injection. Multi-line fields
 * accept newline, carriage return and tab.
 */
const notAllowedInSingleLine = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const notAllowedInMultiLine = /(?![\t\n\r])\p{Cc}|[\p{Cs}\u2028\u2029]/u;

export const isSingleLineText = (text: string): boolean => !notAllowedInSingleLine.test(text);
export const isMultiLineText = (text: string): boolean => !notAllowedInMultiLine.test(text);

const TEXT_INVALID: MessageKey = 'textInvalid';

/**
 * Invisible format characters (zero-width spaces and joiners, bidi overrides): in a name other
 * people read they make one name look like another ("admin" and "adm\u200bin").
 */
const invisibleFormat = /\p{Cf}/u;

export const isVisibleName = (text: string): boolean => !invisibleFormat.test(text);

/** A string for a one-line field; `typeKey` is the message when it is no string at all. */
export const singleLineText = (typeKey: MessageKey = 'invalidInput') =>
  z.string({ error: typeKey }).refine(isSingleLineText, TEXT_INVALID);

/** A string for a field that may hold several lines (descriptions, notes, messages). */
export const multiLineText = (typeKey: MessageKey = 'invalidInput') =>
  z.string({ error: typeKey }).refine(isMultiLineText, TEXT_INVALID);

/** Ids and page numbers stay exact JavaScript numbers: at most 15 digits. */
const plainPositiveInteger = /^[1-9][0-9]{0,14}$/;

/**
 * A whole positive number from a path or query string, written plainly: `7`, never ` 7`,
 * `7.0`, `0x7`, `7e0`, `+7` or `07` (which `Number()` would all read as 7).
 */
export const plainNumberParam = (key: MessageKey = 'invalidInput') =>
  z.string({ error: key }).regex(plainPositiveInteger, key).transform(Number);

/** A numeric id in a path (`key`: its not-found message) or a query string (400). */
export const idParam = (key: MessageKey = 'invalidInput') => plainNumberParam(key);

/** A numeric id in a JSON body: a whole positive number, never a string or a boolean. */
export const idField = (key: MessageKey = 'invalidInput') =>
  z.number({ error: key }).int(key).positive(key).max(Number.MAX_SAFE_INTEGER, key);

const pathSchemas = new WeakMap<z.ZodType, MessageKey>();

/**
 * The parameters of a path. Input that fails them names nothing, so the server answers 404 with
 * `notFound` (e.g. 'userNotFound'), whichever rule failed, rather than 400.
 */
export function pathParams<Shape extends z.ZodRawShape>(notFound: MessageKey, shape: Shape) {
  const schema = z.strictObject(shape);
  pathSchemas.set(schema, notFound);
  return schema;
}

/** The not-found message of a path schema; undefined for any other schema. */
export const pathNotFoundKey = (schema: unknown): MessageKey | undefined =>
  typeof schema === 'object' && schema !== null ? pathSchemas.get(schema as z.ZodType) : undefined;
