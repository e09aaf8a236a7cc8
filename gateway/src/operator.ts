import { timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { HttpError, type Stores } from '@et/platform';
import { describeProgress, operatorKey, replay, selectProjections } from '@et/projections';
import type { FastifyInstance } from 'fastify';

/**
 * Embedded mode only: `npm run replay` asks the running app to rebuild read models (PGlite
 * has a single owner). Authenticated by a key derived from SECRET; progress as NDJSON lines.
 */
export async function operatorRoutes(app: FastifyInstance, stores: Stores, secret: string): Promise<void> {
  const expected = Buffer.from(operatorKey(secret));
  // An operator's tool, authenticated by its own key: not part of the API document.
  app.post('/api/operator/replay', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-operator-key'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new HttpError(403, 'forbidden');
    const names = ((request.body as { projections?: unknown } | null)?.projections ?? []) as string[];
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string'))
      throw new HttpError(400, 'invalidInput');
    try {
      selectProjections(names);
    } catch (error) {
      return reply.status(400).send({ message: (error as Error).message });
    }
    const out = new PassThrough();
    const write = (entry: object) => out.write(`${JSON.stringify(entry)}\n`);
    replay(stores, names, (progress) => write({ line: describeProgress(progress), done: progress.done }))
      .catch((error: Error) => write({ line: '', done: true, error: error.message }))
      .finally(() => out.end());
    return reply.type('application/x-ndjson').send(out);
  });
}
