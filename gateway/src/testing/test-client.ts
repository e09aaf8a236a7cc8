import type { CurrentUser, User } from '@et/contracts';

export interface ClientOptions {
  /** Sent as Accept-Language (German when not given, as the spec's default). */
  language?: 'de' | 'en';
  /** Sent as Origin on every request when given (browsers send it on state changes). */
  origin?: string;
  /** The address it claims (X-Forwarded-For), e.g. one many people share; else its own. */
  ip?: string;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

let nextIp = 0;

/** A browser-like client: keeps the session cookie, sends JSON and the UI language. */
export class TestClient {
  cookie = '';
  readonly ip: string;

  constructor(
    readonly baseUrl: string,
    readonly options: ClientOptions = {},
  ) {
    this.ip = options.ip ?? `192.0.2.${(nextIp++ % 250) + 1}`;
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        'accept-language': this.options.language ?? 'de',
        'x-forwarded-for': this.ip,
        ...(this.options.origin ? { origin: this.options.origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const removed =
        pair.endsWith('=') ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      this.cookie = removed ? '' : pair.trim();
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
      ms: performance.now() - started,
    };
  }

  get = <T = any>(url: string) => this.request<T>('GET', url);
  post = <T = any>(url: string, body?: unknown) => this.request<T>('POST', url, body);
  patch = <T = any>(url: string, body?: unknown) => this.request<T>('PATCH', url, body);
  delete = <T = any>(url: string) => this.request<T>('DELETE', url);

  /** Registers (and so logs in); a username alone gets a working e-mail and password. */
  async register(user: string | NewUser, password = defaultPassword, email?: string): Promise<User> {
    const body =
      typeof user === 'string'
        ? { username: user, email: email ?? `${user}@example.com`, password }
        : { email: `${user.username}@example.com`, password: defaultPassword, ...user };
    const answer = await this.post<User>('/api/register', body);
    if (answer.status !== 201)
      throw new Error(`register ${body.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async login(username: string, password = defaultPassword): Promise<User> {
    const answer = await this.post<User>('/api/login', { username, password });
    if (answer.status !== 200)
      throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async logout(): Promise<void> {
    const answer = await this.post('/api/logout');
    if (answer.status !== 200) throw new Error(`logout: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  /** The current user, or null when the session is not (or no longer) valid. */
  async me(): Promise<CurrentUser | null> {
    const answer = await this.get<CurrentUser>('/api/user');
    if (answer.status === 401) return null;
    if (answer.status !== 200) throw new Error(`GET /api/user: ${answer.status}`);
    return answer.body;
  }

  /**
   * Another client holding this one's cookie as it is now (an old cookie, replayed later), with
   * `options` over this one's: `admin.copy({ language: 'en' })` is the same session in English.
   */
  copy(options: ClientOptions = {}): TestClient {
    const copy = new TestClient(this.baseUrl, { ...this.options, ...options });
    copy.cookie = this.cookie;
    return copy;
  }
}

export const defaultPassword = 'a-good-password-1';

export interface NewUser {
  username: string;
  email?: string;
  password?: string;
}
