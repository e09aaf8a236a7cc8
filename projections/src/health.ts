import {
  type EventStore,
  type ProjectionProgress,
  projectionLag,
  projectionLagSchema,
  registerHealthRoute,
  type Standby,
  standbyRoleSchema,
} from '@et/platform';
import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/health` of a projections process: 200 while its stores answer, with whether it leads
 * (works) or stands by, and how far the projections are behind; 503 when the stores do not answer.
 */
export function projectionsHealth(
  app: FastifyInstance,
  parts: { standby: Standby; events: EventStore; progress: ProjectionProgress; ping(): Promise<void> },
): void {
  const fields = { role: standbyRoleSchema, projections: projectionLagSchema };
  registerHealthRoute(app, fields, async () => {
    await parts.ping();
    return { role: parts.standby.role, projections: await projectionLag(parts.events, parts.progress) };
  });
}
