import { comparePositions, formatPosition } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export async function healthRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await ctx.ping();
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
    const projected = ctx.progress.current();
    const [next] = await ctx.events.readAll(projected, 1);
    const lagMs = next ? Math.max(0, Date.now() - Date.parse(next.recordedAt)) : 0;
    const head = await ctx.events.headPosition();
    return {
      status: 'ok',
      projections: {
        position: formatPosition(projected),
        head: head ? formatPosition(head) : null,
        caughtUp: !head || comparePositions(projected, head) >= 0,
        lagMs,
      },
    };
  });
}
