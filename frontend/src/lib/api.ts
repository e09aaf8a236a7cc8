import { EventPositionTracker } from './event-position';
import i18n from './i18n';

/** The error body of every API answer (design.md, API conventions). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * A failed call. `message` follows spec section 8 ("status: body text"); `body` keeps the parsed
 * `{message, errors}` so toasts can show the clean server message and forms the per-field ones.
 */
export class ApiError extends Error {
  readonly body: ApiErrorBody;

  constructor(
    readonly status: number,
    text: string,
    body: ApiErrorBody,
    /** Seconds from `Retry-After` on 429 answers. */
    readonly retryAfter?: number,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.body = body;
  }

  get serverMessage(): string {
    return this.body.message;
  }

  get fieldErrors(): Record<string, string> {
    return this.body.errors ?? {};
  }
}

function parseBody(text: string, fallback: string): ApiErrorBody {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody> | null;
    if (parsed && typeof parsed === 'object') {
      return {
        message: typeof parsed.message === 'string' ? parsed.message : fallback,
        errors: parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy's error page, say): the text itself is the message.
  }
  return { message: fallback };
}

/** The current UI language as the server understands it. */
export function currentLanguage(): 'de' | 'en' {
  return i18n.language?.startsWith('en') ? 'en' : 'de';
}

/** What this client has written so far; queries wait for it (see `EventPositionTracker`). */
const positions = new EventPositionTracker();

/**
 * A call with the session cookie; throws `ApiError` on any non-OK answer. A `FormData` body goes
 * as multipart (the browser sets its boundary), anything else as JSON.
 */
async function send(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method === 'GET' && positions.current) headers['X-After-Position'] = positions.current;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined || isForm ? body : JSON.stringify(body),
    credentials: 'include',
  });
  positions.note(response.headers.get('x-event-position'));
  if (!response.ok) {
    const text = await response.text();
    const shown = text || response.statusText;
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    const parsed = parseBody(text, shown);
    if (response.status === 429 && retryAfter && parsed.message === shown) {
      // A throttle answer without our JSON body (e.g. from a proxy): say when to try again. The
      // server's texts are loaded only then: they stay off the first page.
      const { translate } = await import('@et/contracts/texts');
      parsed.message = translate('tooManyRequests', currentLanguage(), {
        minutes: Math.max(1, Math.ceil(retryAfter / 60)),
      });
    }
    const error = new ApiError(response.status, shown, parsed, retryAfter);
    // An expected "not logged in" is no failure worth logging.
    if (!(response.status === 401 && url === '/api/user')) console.error(`${method} ${url}`, error.message);
    throw error;
  }
  return response;
}

/** A JSON call with the session cookie; throws `ApiError` on any non-OK answer. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const text = await (await send(method, url, body)).text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A file from the API, with the name the server gives it in `Content-Disposition`. */
export async function apiDownload(url: string): Promise<{ blob: Blob; fileName?: string }> {
  const response = await send('GET', url);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name =
    /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: name && decodeURIComponent(name) };
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string, body?: unknown) => apiRequest<T>('DELETE', url, body),
};

/** The text to show for a failure: the server's own message when there is one. */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback || error.message;
  if (error instanceof Error && !fallback) return error.message;
  return fallback ?? '';
}

/** Builds a query string, leaving out empty values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
