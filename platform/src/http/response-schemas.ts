import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ACCESS_EXTENSION } from './auth-scopes';

/**
 * Answers by schema: each route declares its 2xx answers with the contracts' zod schemas
 * (`schema: { response: { 200: energyTokenSchema } }`). The zod schema becomes JSON Schema once,
 * when the route is registered, and fast-json-stringify writes the answer from it: only the
 * fields the schema names go out (a document never leaks as it is), and faster than
 * `JSON.stringify`. The API document shows the same schemas (`zod-schemas.ts`).
 */

type JsonSchema = { [keyword: string]: unknown };

const isZodSchema = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * The part of a JSON Schema fast-json-stringify writes by: types and shapes, no checks. Left out:
 * `required` (a missing field is left out, as `JSON.stringify` does, instead of failing the
 * answer), `const` (it would write the constant whatever the value), patterns, formats, ranges,
 * enums. Integers are written as numbers (fast-json-stringify would round them). `T | null`
 * becomes one schema of both types; any other union is refused: fast-json-stringify picks a
 * union's branch by validating against it, which would drop fields of the other branches.
 */
function shapeOf(node: JsonSchema, where: string): JsonSchema {
  const union = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;
  if (union) {
    const others = union.filter((branch) => branch.type !== 'null');
    if (others.length !== 1 || others.length === union.length)
      throw new Error(
        `${where}: only "T or null" unions can be answered by schema; give the answer one shape`,
      );
    const inner = shapeOf(others[0]!, where);
    return inner.type === undefined ? inner : { ...inner, type: [...[inner.type].flat(), 'null'] };
  }
  for (const keyword of ['allOf', '$ref', 'prefixItems', 'not', 'if'])
    if (keyword in node) throw new Error(`${where}: "${keyword}" in an answer schema is not supported`);
  const shape: JsonSchema = {};
  if (node.type !== undefined)
    shape.type = Array.isArray(node.type)
      ? node.type.map((type) => (type === 'integer' ? 'number' : type))
      : node.type === 'integer'
        ? 'number'
        : node.type;
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (properties)
    shape.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, shapeOf(property, `${where}.${name}`)]),
    );
  if (node.items) shape.items = shapeOf(node.items as JsonSchema, `${where}[]`);
  // A record's values (an object without named fields); `false` (no other fields) is what
  // fast-json-stringify does anyway.
  if (typeof node.additionalProperties === 'object')
    shape.additionalProperties = shapeOf(node.additionalProperties as JsonSchema, `${where}.*`);
  return shape;
}

const shapes = new WeakMap<z.ZodType, JsonSchema>();

/** The schema fast-json-stringify writes `schema`'s values by (computed once per zod schema). */
export function serializationSchema(schema: z.ZodType, where = 'answer'): JsonSchema {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = shapeOf(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema, where);
    shapes.set(schema, shape);
  }
  return shape;
}

let checking = false;

/**
 * Tests: every answer is also checked against its zod schema (a field of another type, or a
 * required one missing, answers 500 instead of being written as the schema's type), and a route of
 * the API that answers 2xx with no response schema for that status fails too. Call before
 * `createHttpApp`.
 */
export function checkAnswersAgainstSchemas(): void {
  checking = true;
}

/** Writes each answer by its route's zod response schema (see above). */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  const where = `${method} ${url} ${httpStatus}`;
  if (!isZodSchema(schema))
    throw new Error(`${where}: the response schema must be a zod schema from @et/contracts`);
  const serialize = fastJsonStringify(serializationSchema(schema, where));
  if (!checking) return serialize;
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new Error(`${where}: the answer does not match its schema:\n${z.prettifyError(checked.error)}`);
    return serialize(data);
  };
};

const hasSchemaFor = (response: unknown, status: number) =>
  typeof response === 'object' &&
  response !== null &&
  (String(status) in response || `${String(status)[0]}xx` in response);

/** Answers by schema on `app`; while testing, refuses an API route's 2xx answer without one. */
export function answerBySchema(app: FastifyInstance): void {
  app.setSerializerCompiler(zodSerializerCompiler);
  if (!checking) return;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = request.routeOptions.schema as (FastifySchema & Record<string, unknown>) | undefined;
    const status = reply.statusCode;
    if (status < 200 || status > 299 || !schema?.[ACCESS_EXTENSION] || schema.hide) return payload;
    if (!hasSchemaFor(schema.response, status))
      throw new Error(
        `${request.method} ${request.routeOptions.url} answered ${status} without a response schema`,
      );
    return payload;
  });
}
