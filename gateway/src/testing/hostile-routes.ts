import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMultiLineText, newPasswordSchema } from '@et/contracts';
import { isImageAddress } from '@et/contracts/image-address';
import { ACCESS_EXTENSION, type Access, type DeclaredRoute } from '@et/platform';
import { z } from 'zod';
import {
  attacks,
  badText,
  crlf,
  queryAttacks,
  sometimesValid,
  sometimesValidInQuery,
  wrongTypes,
} from './hostile-attacks';
import type { Attack, Fixture, HostileOverrides, Role, Route, RouteOverride } from './hostile-input';

/**
 * Registered routes the probes leave alone, and where their input is tested instead. Every other
 * route is probed: a new route is, with no line here and none in a shared table.
 */
const exempt: Array<{ route: RegExp; why: string; sometimes?: true }> = [
  { route: /^GET \/ws$/, why: 'its query is read as nothing: the header test in hostile-input.api.test.ts' },
  {
    route: /^POST \/api\/operator\/replay$/,
    why: "the operator's key, outside the API (without DATABASE_URL only): replay.api.test.ts",
    sometimes: true,
  },
  { route: /^GET \/api\/docs\//, why: 'Swagger UI and the API document, for admins: api-docs.api.test.ts' },
];

const roles: Record<Access, Role> = { public: 'anonymous', user: 'user', admin: 'admin' };
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every feature's overrides (`gateway/src/*.hostile.ts`), by route, with the file that says them. */
export async function loadOverrides(): Promise<Map<string, RouteOverride & { file: string }>> {
  const found = new Map<string, RouteOverride & { file: string }>();
  for (const file of readdirSync(srcDir)
    .filter((name) => name.endsWith('.hostile.ts'))
    .sort()) {
    const { hostile } = (await import(path.join(srcDir, file))) as { hostile: HostileOverrides };
    for (const [route, override] of Object.entries(hostile)) {
      if (found.has(route)) throw new Error(`${route}: overridden in ${found.get(route)?.file} and ${file}`);
      found.set(route, { ...override, file });
    }
  }
  return found;
}

type Zod = z.ZodType;
type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
};
const isZod = (value: unknown): value is Zod => value instanceof z.ZodType;
const jsonOf = (schema: Zod) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The schema and every schema and check inside it (pipes, unions, wrappers, refinements). */
function* inside(schema: unknown, seen = new Set<unknown>()): Generator<Zod> {
  if (!isZod(schema) || seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  for (const value of Object.values(schema.def)) for (const part of [value].flat()) yield* inside(part, seen);
}
const checksWith = (schema: Zod, fn: unknown) =>
  [...inside(schema)].some((part) => (part.def as { fn?: unknown }).fn === fn);

/** The JSON types a value may have (`enum` and `const` read as their values' types). */
function typesOf(json: JsonSchema): Set<string> {
  const own = [json.type ?? []].flat().map((type) => (type === 'integer' ? 'number' : type));
  const listed = [...(json.enum ?? []), ...('const' in json ? [json.const] : [])].map(
    (value) => typeof value,
  );
  return new Set([...own, ...listed, ...(json.anyOf ?? []).flatMap((option) => [...typesOf(option)])]);
}
const arrayOf = (json: JsonSchema): JsonSchema | undefined =>
  [json, ...(json.anyOf ?? [])].find((option) => [option.type].flat().includes('array'));

/** The object schemas a body may be (a union's options, through wrappers and pipes). */
function objectsOf(schema: Zod): z.ZodObject[] {
  if (schema instanceof z.ZodObject) return [schema];
  const def = schema.def as { innerType?: unknown; in?: unknown; options?: unknown[] };
  return [def.innerType, def.in, ...(def.options ?? [])].filter(isZod).flatMap(objectsOf);
}

/**
 * What a body field is sent: bad text and wrong types always, newlines unless it takes several lines;
 * more by what its schema takes (numbers, booleans, lists, a new password, an image address). Attacks some
 * fields rightly take are left out where the schema takes them (`sometimesValid`).
 */
function fieldAttacks(
  field: Zod,
  takes: (value: unknown) => boolean,
  imageAddress: boolean,
): Attack[] | string {
  const json = jsonOf(field);
  const types = typesOf(json);
  if (types.size === 0 || types.has('object'))
    return `no attacks for a field of schema ${JSON.stringify(json)}`;
  const list = arrayOf(json);
  const candidates = [
    ...badText,
    ...(checksWith(field, isMultiLineText) ? [] : [crlf]),
    ...wrongTypes,
    ...(types.has('number') ? attacks.number : []),
    ...(types.has('boolean') ? attacks.boolean : []),
    ...([...inside(field)].includes(newPasswordSchema) ? attacks.password : []),
    ...(imageAddress || checksWith(field, isImageAddress) ? attacks.imageAddress : []),
    ...(list ? attacks.list(list.maxItems) : []),
  ];
  return candidates.filter((a) => !sometimesValid.has(a.label) || !takes(a.value));
}

/** A query parameter's values: plain ones (ids, pages, choices) get the plain attacks too. */
function queryValues(query: Zod, name: string, json: JsonSchema) {
  const plain = Boolean(json.pattern || json.enum || 'const' in json) || !typesOf(json).has('string');
  const takes = (raw: string) => query.safeParse({ [name]: decodeURIComponent(raw) }).success;
  const text = queryAttacks.text.filter((raw) => raw.length !== 1000 || (json.maxLength ?? 0) < 1000);
  const more = plain
    ? queryAttacks.plain.filter((raw) => !sometimesValidInQuery.has(raw) || !takes(raw))
    : [];
  return { plain, values: [...new Set([...text, ...more])] };
}

/** One registered route as probes: each enum value of its path parameter, or the override's. */
function routesOf(
  declared: DeclaredRoute,
  method: string,
  override: RouteOverride,
  f: Fixture,
): Route[] | string {
  const { params, querystring, body } = (declared.schema ?? {}) as Record<string, unknown>;
  const access = (declared.schema as Record<string, unknown> | undefined)?.[ACCESS_EXTENSION] as
    | Access
    | undefined;
  if (!access) return 'registered outside the public, user and admin scopes';
  const { imageAddresses = [], ...rest } = override;
  const route: Route = { ...rest, method, path: declared.url, as: roles[access] };

  if (isZod(querystring)) {
    const shape = jsonOf(querystring) as { properties?: Record<string, JsonSchema> };
    route.query = Object.fromEntries(
      Object.entries(shape.properties ?? {}).map(([name, json]) => [
        name,
        queryValues(querystring, name, json),
      ]),
    );
  }
  if (isZod(body)) {
    const base = override.body?.(f) ?? {};
    if (!body.safeParse(base).success)
      return `${JSON.stringify(base)} is no valid body: give one in its feature's *.hostile.ts`;
    route.body = () => base;
    const shapes = objectsOf(body).filter(
      (option, _, all) => all.length === 1 || option.safeParse(base).success,
    );
    if (shapes.length === 0) return 'a body schema that is no object (or no object the valid body is)';
    route.fields = {};
    for (const [name, field] of shapes.flatMap((shape) => Object.entries(shape.shape))) {
      const takes = (value: unknown) => body.safeParse({ ...base, [name]: value }).success;
      const found = fieldAttacks(field, takes, imageAddresses.includes(name));
      if (typeof found === 'string') return `${name}: ${found}`;
      route.fields[name] = found;
    }
  }

  const names = declared.url.match(/:\w+|\*/g) ?? [];
  if (names.length === 0) return [route];
  if (names.length > 1) return 'more than one path parameter: teach probesFor to fill them';
  const name = names[0]!.replace(':', '');
  const json = isZod(params) ? (jsonOf(params) as { properties?: Record<string, JsonSchema> }) : {};
  const param = json.properties?.[name];
  if (!param) return `no schema for its path parameter ${name}`;
  if (override.target || override.param !== undefined) return [route];
  if (param.enum)
    return param.enum.map((value) => ({ ...route, path: declared.url.replace(names[0]!, String(value)) }));
  return `say what its path parameter ${name} names (target or param) in its feature's *.hostile.ts`;
}

/**
 * The hostile-input test's routes, read from every registered route's schemas (as the API document
 * is) with the overrides the features declare. `problems`: routes that cannot be probed as they are,
 * overrides and exemptions that name no route; the test fails on any.
 */
export function hostileRoutes(
  declared: readonly DeclaredRoute[],
  overrides: Map<string, RouteOverride & { file: string }>,
  f: Fixture,
): { routes: Route[]; problems: string[] } {
  const routes: Route[] = [];
  const problems: string[] = [];
  const used = new Set<string>();
  const usedExemptions = new Set<RegExp>();
  for (const route of declared)
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
      const key = `${method} ${route.url}`;
      const exemption = exempt.find(({ route: pattern }) => pattern.test(key));
      if (exemption) {
        usedExemptions.add(exemption.route);
        continue;
      }
      const override = overrides.get(key);
      if (override) used.add(key);
      const { file: _file, ...said } = override ?? { file: '' };
      const found = routesOf(route, method, said, f);
      if (typeof found === 'string') problems.push(`${key}: ${found}`);
      else routes.push(...found);
    }
  for (const [key, { file }] of overrides)
    if (!used.has(key)) problems.push(`${key} (${file}): no such route is registered`);
  for (const { route, sometimes } of exempt)
    if (!sometimes && !usedExemptions.has(route))
      problems.push(`exemption ${route}: no such route is registered`);
  return { routes, problems };
}
