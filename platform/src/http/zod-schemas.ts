import type { FastifySchema, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { parseInput } from './errors';

/** Route schemas are the contracts' zod schemas: handlers get the parsed (transformed) values, typed. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const isZodSchema = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Validates params, query and body with `parseInput`: the same answers as everywhere (messages in
 * the user's language, 404 for a path that names nothing), and the handler gets the parsed value.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZodSchema(schema))
    throw new Error(`${method} ${url}: the ${httpPart} schema must be a zod schema from @et/contracts`);
  return (data) => {
    try {
      return { value: parseInput(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

const documentedParts = ['body', 'querystring', 'params'] as const;

const jsonSchemaOf = (zod: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(zod, { io, unrepresentable: 'any' });
  return json;
};

/**
 * For `@fastify/swagger`: the zod parts of a route's schema as JSON Schema, requests as a client
 * sends them (before transforms), answers as the server writes them. Routes outside `/api/`
 * (pages, `/ws`) are not part of the API document.
 */
export function zodToOpenApi({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const converted: Record<string, unknown> = { ...schema };
  for (const part of documentedParts) {
    const zod = schema?.[part];
    if (isZodSchema(zod)) converted[part] = jsonSchemaOf(zod, 'input');
  }
  if (schema?.response)
    converted.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, zod]) => [
        status,
        isZodSchema(zod) ? jsonSchemaOf(zod, 'output') : zod,
      ]),
    );
  return { schema: converted, url };
}
