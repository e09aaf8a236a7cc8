import type { Frequency } from '@et/contracts';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export async function frequencyQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/frequencies', async (request): Promise<Frequency[]> => {
    await ctx.auth.requireUser(request);
    return ctx.readModels.collection<Frequency>('frequencies').find({}, { sort: { id: 1 } });
  });
}
