import { type Language, texts } from '@et/contracts';
import type { Answer, TestClient } from './test-app';

/** What a hostile request should get: a status, one of several, any refusal, or just no 5xx. */
export type Expected = number | number[] | '4xx' | 'not5xx';

function meets(status: number, expected: Expected): boolean {
  if (expected === 'not5xx') return status < 500;
  if (expected === '4xx') return status >= 400 && status < 500;
  return Array.isArray(expected) ? expected.includes(status) : status === expected;
}

/** A value sent in a JSON body, with the answer it must get (default: any 4xx). */
export interface Attack {
  label: string;
  value: unknown;
  expect?: Expected;
}

export type Role = 'anonymous' | 'user' | 'admin';
/** What a path names: a numeric id of the fixture, or one of its codes. */
export type Target =
  | 'self'
  | 'victim'
  | 'token'
  | 'frequency'
  | 'spareFrequency'
  | 'ring'
  | 'ringType'
  | 'faq'
  | 'reward'
  | 'diaryEntry'
  | CodeTarget;
type CodeTarget = 'code' | 'ringCode';
const isCodeTarget = (target: Target): target is CodeTarget => target === 'code' || target === 'ringCode';

/** What the hostile requests aim at: made before they are sent, checked unchanged after. */
export interface Fixture {
  ids: Record<Exclude<Target, CodeTarget>, number>;
  code: string;
  ringCode: string;
  userName: string;
  userEmail: string;
  frequencyId: number;
  tokenId: number;
  /** A username and e-mail no account has; every hostile registration tries to take them. */
  free: { username: string; email: string };
}

/** A route of the table in `hostile-routes.ts`. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Who reaches its validation; the roles below it are checked to be refused first. */
  as: Role;
  /** What its path parameter (`:id`, `:code`) names. */
  target?: Target;
  /** A valid body; each hostile field replaces one of its fields. */
  body?: (f: Fixture) => Record<string, unknown>;
  fields?: Record<string, Attack[]>;
  query?: Record<string, 'text' | 'number'>;
  /** The answer to a wrong code where the code in the path is typed by a person (redeem). */
  typedCode?: Expected;
  /** Refusals may come as 429 once a throttle counts them. */
  throttled?: boolean;
}

export interface Probe {
  as: Role;
  label: string;
  request: { method: string; url: string; body?: unknown; headers?: Record<string, string> };
  expect: Expected;
}

const attack = (label: string, value: unknown, expect?: Expected): Attack => ({ label, value, expect });

export const LONG_TEXT = 'x'.repeat(10_000);

/** Text no field may hold. */
const badText = [
  attack('NUL', '\u0000'),
  attack('NUL inside', 'a\u0000b'),
  attack('lone high surrogate', '\ud800'),
  attack('lone low surrogate', 'a\udfffb'),
  attack('escape sequence', '\u001b[2J'),
  attack('line separator', 'a\u2028b'),
  attack('10,000 characters', LONG_TEXT),
];
const wrongTypes = [
  attack('number', 42),
  attack('boolean', true),
  attack('null', null),
  attack('operator object', { $gt: '' }),
  attack('array', ['a']),
  attack('nested', [{ a: [{ b: 'c' }] }]),
];
const crlf = attack('CR LF', 'a\r\nb');

/** The values each kind of body field is sent. */
export const attacks = {
  text: [...badText, crlf, ...wrongTypes],
  /** Newlines are allowed in multi-line fields; the rest is not. */
  multiLine: [...badText, ...wrongTypes],
  password: [...badText, crlf, ...wrongTypes, attack('six spaces', '      ')],
  /** A numeric id or count in a body: JSON numbers only. */
  number: [
    ...badText,
    ...wrongTypes.filter((a) => typeof a.value !== 'number'),
    attack('digits as text', '1'),
    attack('fraction', 1.5),
    attack('zero', 0),
    attack('negative', -1),
    attack('huge', 1e300),
  ],
  boolean: [...badText, ...wrongTypes.filter((a) => typeof a.value !== 'boolean'), attack('as text', 'true')],
  /** A port may be a number or digits; nothing else. */
  port: [...badText, crlf, ...wrongTypes.filter((a) => typeof a.value !== 'number'), attack('negative', -1)],
};

/** Whole bodies no JSON route may act on. */
export const badBodies: Array<{ label: string; raw: string; contentType?: string; expect: number }> = [
  // JSON null is no empty body: it is refused like any other body that is not an object.
  { label: 'null', raw: 'null', expect: 400 },
  { label: 'a string', raw: '"text"', expect: 400 },
  { label: 'a number', raw: '42', expect: 400 },
  { label: 'an array', raw: '[{}]', expect: 400 },
  { label: 'broken JSON', raw: '{"a":', expect: 400 },
  { label: '3,000 nested arrays', raw: `${'['.repeat(3000)}${']'.repeat(3000)}`, expect: 400 },
  { label: '3,000 nested objects', raw: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, expect: 400 },
  { label: 'text/plain', raw: '{}', contentType: 'text/plain', expect: 415 },
  { label: 'a form', raw: 'a=b', contentType: 'application/x-www-form-urlencoded', expect: 415 },
];

/** Query values (as written in the URL) that no query parameter of the kind may accept. */
export const queryAttacks = {
  text: ['%00', 'a%00b', '%0D%0A', '%E2%80%A8', 'x'.repeat(1000), LONG_TEXT],
  /** Ids, pages, sizes and choices: only plain values pass. */
  number: ['%00', '%201', '1.0', '0x1', '1e0', '%2B1', '01', '0', '-1', '', 'abc', '9'.repeat(16), LONG_TEXT],
};
/** A value that makes the address longer than any route reads (4096 characters): 414. */
const queryAnswer = (raw: string): Expected => (raw === LONG_TEXT ? 414 : 400);
/** Never acted on, whatever the parameter: undecodable bytes and a parameter given twice. */
export const anyQueryAttacks = ['%FF', '%ED%A0%80', '%C0%80'];

/** A numeric id `n` written so that `Number()` reads it as `n` or close, or not at all. */
export function oddIds(n: number): Array<{ path: string; expect: Expected }> {
  const notFound = [
    `%20${n}`,
    `${n}%20`,
    `${n}.0`,
    `0x${n.toString(16)}`,
    `${n}e0`,
    `+${n}`,
    `%2B${n}`,
    `0${n}`,
    `-${n}`,
    `${n}%00`,
    `${n}%0A`,
    `${n}%E2%80%A8`,
    '%00',
    '9'.repeat(16),
    'abc',
  ].map((path) => ({ path, expect: 404 as Expected }));
  return [
    ...notFound,
    ...undecodable.map((path) => ({ path, expect: 400 })),
    { path: LONG_TEXT, expect: 414 },
  ];
}
const undecodable = ['%FF', '%ED%A0%80', '%C0%80', '%'];

/**
 * A code with text around or inside it that no code holds. `typed`: where spaces and dashes are
 * part of typing a code (redeem), and the answer to a wrong code is `typedExpect`.
 */
export function oddCodes(code: string, typed?: Expected): Array<{ path: string; expect: Expected }> {
  const spacing = typed ? [] : [`%20${code}`, `${code}%20`, `${code}-`];
  return [
    ...[...spacing, `${code}%00`, `${code}%0A`, `${code}%0D%0A`, `${code}%09`, `${code}%E2%80%A8`, '%00'].map(
      (path) => ({ path, expect: typed ?? (404 as Expected) }),
    ),
    ...undecodable.map((path) => ({ path, expect: 400 })),
    { path: LONG_TEXT, expect: 414 },
  ];
}

/** The hostile requests for one route: each field, body, query parameter and path id. */
export function probesFor(route: Route, f: Fixture): Probe[] {
  const pathWith = (value: string) => route.path.replace(/:id|:code/, value);
  const target = route.target ?? 'self';
  const validPath = pathWith(isCodeTarget(target) ? f[target] : String(f.ids[target]));
  const name = `${route.method} ${route.path}`;
  const allow429 = (expected: Expected): Expected =>
    route.throttled && typeof expected !== 'string' ? [...[expected].flat(), 429] : expected;
  const base = route.body?.(f);
  const probes: Probe[] = [];
  const add = (label: string, request: Omit<Probe['request'], 'method'>, expected: Expected, as = route.as) =>
    probes.push({
      as,
      label: `${name} as ${as}: ${label}`,
      request: { method: route.method, ...request },
      expect: allow429(expected),
    });

  for (const [field, fieldAttacks] of Object.entries(route.fields ?? {}))
    for (const { label, value, expect: expected = 400 } of fieldAttacks)
      add(`${field} = ${label}`, { url: validPath, body: { ...base, [field]: value } }, expected);
  // Routes with fields get every bad body; every other route that reads a body gets null (which once
  // passed as "no body").
  const bodies = route.fields ? badBodies : route.method === 'GET' ? [] : badBodies.slice(0, 1);
  for (const bad of bodies)
    add(
      `body ${bad.label}`,
      { url: validPath, body: bad.raw, headers: { 'content-type': bad.contentType ?? 'application/json' } },
      bad.expect,
    );
  for (const [param, kind] of Object.entries(route.query ?? {})) {
    for (const raw of queryAttacks[kind])
      add(
        `?${param}=${raw.slice(0, 20)} (${raw.length})`,
        { url: `${validPath}?${param}=${raw}` },
        queryAnswer(raw),
      );
    for (const raw of anyQueryAttacks)
      add(`?${param}=${raw}`, { url: `${validPath}?${param}=${raw}` }, kind === 'number' ? 400 : 'not5xx');
    add(`?${param} twice`, { url: `${validPath}?${param}=1&${param}=2` }, 400);
  }
  if (route.target) {
    const odd = isCodeTarget(target) ? oddCodes(f[target], route.typedCode) : oddIds(f.ids[target]);
    for (const { path, expect: expected } of odd)
      add(`path ${path.slice(0, 20)}`, { url: pathWith(path), body: base }, expected);
  }
  if (!route.fields && !route.query && !route.target && route.method === 'GET')
    add('unknown parameter', { url: `${validPath}?x=%00&y=%ED%A0%80` }, 'not5xx');
  // Callers without the rights are refused before their input is read.
  const outsiders: Array<[Role, number]> =
    route.as === 'admin'
      ? [
          ['anonymous', 401],
          ['user', 403],
        ]
      : route.as === 'user'
        ? [['anonymous', 401]]
        : [];
  const hostileBody = route.fields ? { ...base, [Object.keys(route.fields)[0]!]: '\u0000' } : base;
  for (const [as, status] of outsiders) add('not allowed', { url: validPath, body: hostileBody }, status, as);
  return probes;
}

function isMessageOf(language: Language, text: unknown): boolean {
  if (typeof text !== 'string' || text === '') return false;
  return Object.values(texts).some((m) =>
    new RegExp(
      `^${m[language].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}$`,
    ).test(text),
  );
}

/** One request and what it must get; the failure as a line, or null. */
export async function probe(
  client: TestClient,
  label: string,
  request: { method: string; url: string; body?: unknown; headers?: Record<string, string> },
  expected: Expected,
): Promise<string | null> {
  let answer: Answer;
  try {
    answer = await client.request(request.method, request.url, request.body, request.headers);
  } catch (error) {
    return `${label}: no answer (${(error as Error).message})`;
  }
  const { status, body } = answer;
  const summary = `${label}: ${status} ${JSON.stringify(body).slice(0, 160)}`;
  if (!meets(status, expected)) return summary;
  if (status >= 400 && !isMessageOf(client.options.language ?? 'de', body?.message))
    return `${summary} (no message in ${client.options.language ?? 'de'})`;
  return null;
}

/** Runs tasks a few at a time (the machine is small; the stores are single-connection). */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size)
    results.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  return results;
}
