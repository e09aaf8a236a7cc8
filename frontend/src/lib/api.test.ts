import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorText, failureText, isConnectionError, READ_TIMEOUT_MS } from './api';
import i18n from './i18n';

const offline =
  'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
const unreachable = 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.';

/** What `fetch` does in this test. */
const stubFetch = (answer: (url: string, init: RequestInit) => Promise<Response>) =>
  vi.stubGlobal('fetch', vi.fn(answer));

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
  await i18n.loadNamespaces('common');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('de');
});

describe('the API client when no server answers', () => {
  it('turns the browser’s network failure into "Keine Verbindung …", in the user’s language', async () => {
    for (const browserText of [
      'Failed to fetch',
      'Load failed',
      'NetworkError when attempting to fetch resource.',
    ]) {
      stubFetch(() => Promise.reject(new TypeError(browserText)));
      const error = await failure(api.post('/api/codes/batch', { count: 3 }));
      expect(isConnectionError(error)).toBe(true);
      expect(error.connection).toBe('offline');
      expect(errorText(error)).toBe(offline);
      expect(errorText(error, 'Speichern fehlgeschlagen')).toBe(offline);
      expect(error.message).not.toContain(browserText);
    }
    await i18n.changeLanguage('en');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(errorText(await failure(api.get('/api/codes')))).toBe(
      'No connection to the server. Please check your internet connection and try again.',
    );
  });

  it('gives up a read that takes too long, as no connection', async () => {
    // The read's own time limit, ended at once here.
    const limits: number[] = [];
    const controller = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      limits.push(ms);
      return controller.signal;
    });
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const call = failure(api.get('/api/codes'));
    controller.abort(new DOMException('signal timed out', 'TimeoutError'));
    expect(errorText(await call)).toBe(offline);
    expect(limits).toEqual([READ_TIMEOUT_MS]);
    vi.mocked(AbortSignal.timeout).mockRestore();
  });

  it('sets no time limit on writes: a slow save is still a save', async () => {
    let signal: AbortSignal | null | undefined;
    stubFetch(async (_url, init) => {
      signal = init.signal;
      return new Response('{"ok":true}', { status: 200 });
    });
    await api.post('/api/codes/batch', { count: 3 });
    expect(signal ?? undefined).toBeUndefined();
  });

  it('turns a body that breaks off into no connection', async () => {
    stubFetch(async () => {
      const body = new ReadableStream({
        start(controller) {
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200 });
    });
    expect(errorText(await failure(api.get('/api/codes')))).toBe(offline);
  });

  it('says "nicht erreichbar" for a 502, 503 or 504 without the app’s JSON (a proxy’s page)', async () => {
    for (const status of [502, 503, 504]) {
      stubFetch(async () => new Response('<html><body>Bad Gateway</body></html>', { status }));
      const error = await failure(api.get('/api/codes'));
      expect(error.status).toBe(status);
      expect(error.connection).toBe('unreachable');
      expect(errorText(error)).toBe(unreachable);
      stubFetch(async () => new Response('', { status, statusText: 'Service Unavailable' }));
      expect(errorText(await failure(api.post('/api/codes')))).toBe(unreachable);
    }
  });

  it('keeps the server’s own message of a 503 it sent as JSON, and every other answer as it was', async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ message: 'Der Dienst ist vorübergehend nicht erreichbar.' }), {
          status: 503,
        }),
    );
    const unavailable = await failure(api.get('/api/codes'));
    expect(isConnectionError(unavailable)).toBe(false);
    expect(errorText(unavailable)).toBe('Der Dienst ist vorübergehend nicht erreichbar.');

    stubFetch(
      async () => new Response(JSON.stringify({ message: 'Diesen Code gibt es bereits' }), { status: 409 }),
    );
    const conflict = await failure(api.post('/api/codes/manual', { code: '123456' }));
    expect(isConnectionError(conflict)).toBe(false);
    expect(errorText(conflict)).toBe('Diesen Code gibt es bereits');
  });

  it('lets a place that hides the server’s message still say there was no connection', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      failureText(await failure(api.patch('/api/energy-tokens/1', {})), 'Aktualisierung fehlgeschlagen'),
    ).toBe(offline);
    stubFetch(async () => new Response(JSON.stringify({ message: 'Ungültiger Code' }), { status: 400 }));
    expect(
      failureText(await failure(api.patch('/api/energy-tokens/1', {})), 'Aktualisierung fehlgeschlagen'),
    ).toBe('Aktualisierung fehlgeschlagen');
  });
});
