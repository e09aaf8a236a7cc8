import { type Language, texts } from '@et/contracts';
import { anyQueryAttacks, badBodies, oddCodes, oddIds, queryAnswer } from './hostile-attacks';
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

/**
 * What a route's schemas cannot say, declared beside its feature in `gateway/src/<feature>.hostile.ts`
 * (`hostile-routes.ts` reads the rest from the schemas).
 */
export interface RouteOverride {
  /** A valid body; each hostile field replaces one of its fields. Without one, `{}` if the schema takes it. */
  body?: (f: Fixture) => Record<string, unknown>;
  /** What its path parameter (`:id`, `:code`) names: probed with odd ids or codes around it. */
  target?: Target;
  /** A well-formed path parameter that names nothing (no odd-path probes): where no target fits. */
  param?: string;
  /** Body fields holding image addresses whose check is not `isImageAddress` itself (it allows more). */
  imageAddresses?: string[];
  /** The answer to a wrong code where the code in the path is typed by a person (redeem). */
  typedCode?: Expected;
  /** Refusals may come as 429 once a throttle counts them. */
  throttled?: boolean;
}

/** A feature's overrides by route, `'PATCH /api/faqs/:id'`: the export `hostile` of a `*.hostile.ts`. */
export type HostileOverrides = Record<string, RouteOverride>;

/** A route as the probes see it: derived from its schemas by `hostile-routes.ts`, with its override. */
export interface Route extends Omit<RouteOverride, 'imageAddresses'> {
  method: string;
  /** As registered (`/api/faqs/:id`), or with an enum parameter written out (`/api/legal/impressum`). */
  path: string;
  /** Who reaches its validation; the roles below it are checked to be refused first. */
  as: Role;
  fields?: Record<string, Attack[]>;
  /** Each query parameter's values; `plain` where only plain values pass (ids, pages, choices). */
  query?: Record<string, { plain: boolean; values: string[] }>;
}

export interface Probe {
  as: Role;
  label: string;
  request: { method: string; url: string; body?: unknown; headers?: Record<string, string> };
  expect: Expected;
}

/** The hostile requests for one route: each field, body, query parameter and path id. */
export function probesFor(route: Route, f: Fixture): Probe[] {
  const pathWith = (value: string) => route.path.replace(/:\w+|\*/, value);
  const { target } = route;
  const validPath = target
    ? pathWith(isCodeTarget(target) ? f[target] : String(f.ids[target]))
    : pathWith(route.param ?? '');
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
  for (const [param, { plain, values }] of Object.entries(route.query ?? {})) {
    for (const raw of values)
      add(
        `?${param}=${raw.slice(0, 20)} (${raw.length})`,
        { url: `${validPath}?${param}=${raw}` },
        queryAnswer(raw),
      );
    for (const raw of anyQueryAttacks)
      add(`?${param}=${raw}`, { url: `${validPath}?${param}=${raw}` }, plain ? 400 : 'not5xx');
    add(`?${param} twice`, { url: `${validPath}?${param}=1&${param}=2` }, 400);
  }
  if (target) {
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
