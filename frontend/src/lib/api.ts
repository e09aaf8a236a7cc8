import i18n from './i18n';

/**
 * A failed call. `message` follows the spec ("status: body"); `serverMessage` is the clean
 * text the server sent, in the user's language, and `fieldErrors` its per-field messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
    readonly serverMessage: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language?.slice(0, 2) || 'de' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) {
    let serverMessage = text || response.statusText;
    let fieldErrors: Record<string, string> = {};
    try {
      const parsed = JSON.parse(text) as { message?: string; errors?: Record<string, string> };
      serverMessage = parsed.message ?? serverMessage;
      fieldErrors = parsed.errors ?? {};
    } catch {
      // not JSON: keep the text
    }
    console.error(`${method} ${url} failed`, response.status, serverMessage);
    throw new ApiError(response.status, text || response.statusText, serverMessage, fieldErrors);
  }
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** The text to show for a failure: the server's own message when there is one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
