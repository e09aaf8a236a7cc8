import { EventPositionTracker } from './event-position';
import i18n from './i18n';

/** The error body of every API answer (design.md, API conventions). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * Why a call reached no answer of the app: no connection (the phone is offline, the network
 * dropped, a read took longer than `READ_TIMEOUT_MS`), or a 502/503/504 without the app's JSON
 * body (a proxy in front of a server that is down).
 */
export type ConnectionProblem = 'offline' | 'unreachable';

/**
 * A failed call. `message` follows spec section 8 ("status: body text"); `body` keeps the parsed
 * `{message, errors}` so toasts can show the clean server message and forms the per-field ones.
 * A call that reached no server (`connection`) has status 0 or the proxy's, and says so in the
 * user's language in `body.message`, never the browser's "Failed to fetch".
 */
export class ApiError extends Error {
  readonly body: ApiErrorBody;

  constructor(
    readonly status: number,
    text: string,
    body: ApiErrorBody,
    /** Seconds from `Retry-After` on 429 answers. */
    readonly retryAfter?: number,
    readonly connection?: ConnectionProblem,
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
 * A read that has not finished by then counts as no connection (a phone on a weak network can
 * wait minutes for TCP to give up). Writes and file downloads get no limit: a save that went
 * through but answered late must not be reported as failed, and a large file may take long.
 */
export const READ_TIMEOUT_MS = 30_000;

/** The user's-language text of a call that reached no server (common.json, loaded with the frame). */
function connectionError(problem: ConnectionProblem, status = 0, cause?: unknown): ApiError {
  const message = i18n.t(`common:connection.${problem}`);
  const error = new ApiError(status, message, { message }, undefined, problem);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** A body read that breaks off (the network dropped, the read's time ran out) is no connection either. */
async function bodyOf<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw connectionError('offline', 0, error);
  }
}

/** The gateway's statuses for a service it cannot reach; with our JSON body they carry their own text. */
const UNREACHABLE = new Set([502, 503, 504]);

/**
 * A call with the session cookie; throws `ApiError` on any non-OK answer. A `FormData` body goes
 * as multipart (the browser sets its boundary), anything else as JSON.
 */
async function send(method: string, url: string, body?: unknown, timeoutMs?: number): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method === 'GET' && positions.current) headers['X-After-Position'] = positions.current;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    });
  } catch (failure) {
    // fetch rejects (TypeError "Failed to fetch" / "Load failed" / "NetworkError …", or the
    // timeout's TimeoutError) only when no answer came: offline, network gone, server unreachable.
    const error = connectionError('offline', 0, failure);
    console.error(`${method} ${url}`, failure);
    throw error;
  }
  positions.note(response.headers.get('x-event-position'));
  if (!response.ok) {
    const text = await bodyOf(() => response.text());
    const shown = text || response.statusText;
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    const parsed = parseBody(text, shown);
    if (UNREACHABLE.has(response.status) && parsed.message === shown) {
      // No JSON of ours: a proxy's error page, not the app's message.
      console.error(`${method} ${url}`, `${response.status}: ${shown.slice(0, 200)}`);
      throw connectionError('unreachable', response.status);
    }
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

/**
 * A JSON call with the session cookie; throws `ApiError` on any non-OK answer. `timeoutMs`: reads
 * get `READ_TIMEOUT_MS`, writes none (see there) unless a write nobody waits for asks for one.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = method === 'GET' ? READ_TIMEOUT_MS : undefined,
): Promise<T> {
  const response = await send(method, url, body, timeoutMs);
  const text = await bodyOf(() => response.text());
  return (text ? JSON.parse(text) : null) as T;
}

/** A file from the API, with the name the server gives it in `Content-Disposition`. */
export async function apiDownload(url: string): Promise<{ blob: Blob; fileName?: string }> {
  const response = await send('GET', url);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name =
    /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await bodyOf(() => response.blob()), fileName: name && decodeURIComponent(name) };
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string, body?: unknown) => apiRequest<T>('DELETE', url, body),
};

/** Whether a failure is a call that reached no server (offline, unreachable): retrying later may help. */
export function isConnectionError(error: unknown): error is ApiError & { connection: ConnectionProblem } {
  return error instanceof ApiError && error.connection !== undefined;
}

/**
 * The text of a failure whose server message a place does not show (it says only "Die Änderung
 * konnte nicht gespeichert werden"): `text`, unless the call reached no server; then that.
 */
export function failureText(error: unknown, text: string): string {
  return isConnectionError(error) ? error.serverMessage : text;
}

/** The text to show for a failure: the server's own message (or "Keine Verbindung …") when there is one. */
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
