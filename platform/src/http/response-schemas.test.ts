import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_EXTENSION } from './auth-scopes';
import { answerBySchema, checkAnswersAgainstSchemas, serializationSchema } from './response-schemas';

const frequency = z.object({ name: z.string(), color: z.enum(['blue', 'gold']) });
const token = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: frequency.nullable(),
  note: z.string().nullable().optional(),
  tags: z.array(z.string()),
  details: z.record(z.string(), z.unknown()),
  ok: z.literal(true),
});

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An app answering `answer` on GET /answer by `schema`, in an API scope (as `registerScopedRoutes` marks it). */
async function answering(schema: z.ZodType, answer: unknown, status = 200) {
  app = Fastify();
  answerBySchema(app);
  const response = { [status]: schema };
  app.get('/answer', { schema: { response, [ACCESS_EXTENSION]: 'public' } as object }, (_request, reply) =>
    reply.code(status).send(answer),
  );
  return (await app.inject({ method: 'GET', url: '/answer' })) as { statusCode: number; body: string };
}

describe('answers written by their zod schema', () => {
  it('writes the fields the schema names and nothing else, at every depth', async () => {
    const answer = await answering(token, {
      id: 7,
      name: 'Energietaler 1',
      passwordHash: 'secret',
      frequency: { name: 'Liebe', color: 'gold', internal: 1 },
      tags: ['a'],
      details: { anything: [1, { goes: null }] },
      ok: true,
    });
    expect(JSON.parse(answer.body)).toEqual({
      id: 7,
      name: 'Energietaler 1',
      frequency: { name: 'Liebe', color: 'gold' },
      tags: ['a'],
      details: { anything: [1, { goes: null }] },
      ok: true,
    });
  });

  it('writes null where the schema allows it, and leaves out what is missing, as JSON.stringify does', async () => {
    const answer = await answering(token, {
      id: 1,
      name: 'x',
      frequency: null,
      note: null,
      tags: [],
      details: {},
    });
    expect(JSON.parse(answer.body)).toEqual({
      id: 1,
      name: 'x',
      frequency: null,
      note: null,
      tags: [],
      details: {},
    });
  });

  it('writes numbers as they are (no rounding of integers) and constants as the value says', async () => {
    const answer = await answering(z.object({ n: z.number().int(), ok: z.literal(true) }), {
      n: 2.5,
      ok: false,
    });
    expect(JSON.parse(answer.body)).toEqual({ n: 2.5, ok: false });
  });

  it('writes lists of objects and answers of other 2xx statuses', async () => {
    const answer = await answering(z.array(frequency), [{ name: 'a', color: 'blue', extra: 1 }], 201);
    expect(answer.statusCode).toBe(201);
    expect(JSON.parse(answer.body)).toEqual([{ name: 'a', color: 'blue' }]);
  });

  it('refuses unions other than "T or null": one branch would drop the fields of the others', () => {
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]);
    expect(() => serializationSchema(union)).toThrow(/only "T or null" unions/);
    expect(serializationSchema(z.object({ a: z.string().nullable() }))).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
    });
  });
});

describe('while testing', () => {
  it('answers 500 when an answer does not match its schema, instead of writing it as the schema’s type', async () => {
    checkAnswersAgainstSchemas();
    const answer = await answering(z.object({ name: z.string() }), { name: null });
    expect(answer.statusCode).toBe(500);
  });

  it('answers 500 when an API route answers a 2xx status it declares no schema for', async () => {
    checkAnswersAgainstSchemas();
    app = Fastify();
    answerBySchema(app);
    const schema = {
      response: { 200: z.object({ ok: z.boolean() }) },
      [ACCESS_EXTENSION]: 'admin',
    } as object;
    app.post('/created', { schema }, (_request, reply) => reply.code(201).send({ ok: true }));
    expect((await app.inject({ method: 'POST', url: '/created' })).statusCode).toBe(500);
  });
});
