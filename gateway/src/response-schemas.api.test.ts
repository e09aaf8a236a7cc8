import { ACCESS_EXTENSION, declaredRoutes } from '@et/platform';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './testing/test-app';

/**
 * Routes that answer with no JSON of their own, so no response schema can write them; each with
 * its reason. Hidden routes (the API document's own pages, the operator's replay stream, `/ws`) are
 * not part of the API and are left out anyway.
 */
const exempt: Record<string, string> = {
  'GET /uploads/*': "an uploaded image's bytes, as stored",
};

/** Field names that hold secrets: no answer may have them (its schema is the second guard). */
const secretFields = /^(password|passwordHash|smtpPass|smtpPassEncrypted|sessionId|token|tokenHash|secret)$/i;

type JsonSchema = { [keyword: string]: unknown };

/**
 * Every field name anywhere in a JSON Schema that may hold a value of its own: an object is no
 * secret (a handover's preview names the `token` it hands over), its fields are looked at.
 */
function fieldNames(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(fieldNames);
  if (typeof schema !== 'object' || schema === null) return [];
  const { properties, ...rest } = schema as JsonSchema;
  const isObject = (field: unknown) => (field as JsonSchema | undefined)?.type === 'object';
  const own =
    properties && typeof properties === 'object'
      ? Object.entries(properties)
          .filter(([, field]) => !isObject(field))
          .map(([name]) => name)
      : [];
  return [
    ...own,
    ...Object.values(properties ?? {}).flatMap(fieldNames),
    ...Object.values(rest).flatMap(fieldNames),
  ];
}

describe('answers by schema', () => {
  const app = useTestApp('pglite');

  const routes = () =>
    declaredRoutes(app.running.app)
      .filter((route) => !(route.schema as JsonSchema | undefined)?.hide)
      .map((route) => ({
        name: `${[route.method].flat().join(',')} ${route.url}`,
        schema: (route.schema ?? {}) as JsonSchema,
      }));

  it('declares the 2xx answers of every route with the contracts’ zod schemas', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(90);
    const missing = all
      .filter(({ name }) => !(name in exempt))
      .filter(({ schema }) => {
        const response = (schema.response ?? {}) as Record<string, unknown>;
        const success = Object.entries(response).filter(([status]) => /^2(\d\d|xx)$/.test(status));
        return success.length === 0 || success.some(([, answer]) => !(answer instanceof z.ZodType));
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    // Every route of the API is in a scope (its access documented), and each exemption still names a route.
    expect(all.filter(({ schema }) => !schema[ACCESS_EXTENSION]).map(({ name }) => name)).toEqual([]);
    expect(Object.keys(exempt).filter((name) => !all.some((route) => route.name === name))).toEqual([]);
  });

  it('names no secret in any answer', () => {
    const leaks = routes().flatMap(({ name, schema }) =>
      Object.values((schema.response ?? {}) as Record<string, z.ZodType>)
        .flatMap((answer) => fieldNames(z.toJSONSchema(answer, { io: 'output', unrepresentable: 'any' })))
        .filter((field) => secretFields.test(field))
        .map((field) => `${name}: ${field}`),
    );
    expect(leaks).toEqual([]);
  });
});
