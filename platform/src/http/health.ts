import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { comparePositions, type EventStore, formatPosition } from '../event-store/event-store';
import type { ProjectionProgress } from '../read-models';
import { OUTAGE_RETRY_AFTER_SECONDS } from './errors';

/** Load balancers give up after a few seconds: answer well before, whatever the stores do. */
export const HEALTH_TIME_LIMIT_MS = 1500;

/**
 * `GET /api/health` of a service: 200 with what `check` found (the `fields` it declares), or 503
 * with `Retry-After` when it failed or has not finished within HEALTH_TIME_LIMIT_MS (a database
 * that hangs is down too).
 */
export function registerHealthRoute<Fields extends z.ZodRawShape>(
  app: FastifyInstance,
  fields: Fields,
  check: () => Promise<z.output<z.ZodObject<Fields>>>,
): void {
  const response = {
    200: z.object({ status: z.literal('ok'), ...fields }),
    503: z.object({ status: z.literal('unavailable') }),
  };
  // Polled every few seconds by orchestrators: its requests are not logged at info.
  app.get('/api/health', { logLevel: 'warn', schema: { response } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeLimit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIME_LIMIT_MS);
    });
    const running = check();
    running.catch(() => {
      // Answered by the time limit already; the late failure needs no handler.
    });
    try {
      return { status: 'ok', ...(await Promise.race([running, timeLimit])) };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}

/** Whether a process does the background work or stands by (`Standby.role`), in a health answer. */
export const standbyRoleSchema = z.enum(['leader', 'standby']);

/** How far the projections are behind the event store, as a health answer reports it. */
export const projectionLagSchema = z.object({
  position: z.string(),
  head: z.string().nullable(),
  caughtUp: z.boolean(),
  /** How old the oldest event the projections have not passed is. */
  lagMs: z.number(),
});

export async function projectionLag(
  events: Pick<EventStore, 'readAll' | 'headPosition'>,
  progress: Pick<ProjectionProgress, 'current'>,
): Promise<z.output<typeof projectionLagSchema>> {
  const projected = progress.current();
  const [next] = await events.readAll(projected, 1);
  const head = await events.headPosition();
  return {
    position: formatPosition(projected),
    head: head ? formatPosition(head) : null,
    caughtUp: !head || comparePositions(projected, head) >= 0,
    // How old the oldest event the projections have not passed is.
    lagMs: next ? Math.max(0, Date.now() - Date.parse(next.recordedAt)) : 0,
  };
}
