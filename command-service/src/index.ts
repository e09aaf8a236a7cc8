import { type Config, type LeaderWork, registerScopedRoutes, registerSessionCookie } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { commandFeatures } from './features';
import { commandHealthRoutes } from './health/health.routes';
import { type CommandContext, createCommandContext } from './shared/context';
import { throttleLimits } from './shared/throttle-limits';

export { ensureAdmin } from './accounts/bootstrap';
export type { CommandFeature, Eraser } from './feature';
export { erasureResumption } from './privacy/resume-at-start';
export type { CommandContext } from './shared/context';

/** The context of a command-service process, with what its features' erasures end. */
export function commandContext(
  ...args: Parameters<typeof createCommandContext> extends [unknown, ...infer Rest] ? Rest : never
): CommandContext {
  return createCommandContext(
    commandFeatures.flatMap((feature) => feature.erasers ?? []),
    ...args,
  );
}

/**
 * Reads every setting of the command side (its throttles', its features') once, so a wrong value
 * stops a start at once with a message naming the variable, before the database is waited for.
 */
export function checkCommandSettings(config: Pick<Config, 'env'>): void {
  throttleLimits(config);
  for (const feature of commandFeatures) for (const read of feature.settings ?? []) read(config);
}

/**
 * The command side's background work, from the features' declarations: one list, done by the
 * process leading `LEADER_LOCKS.commands` (the command service, or the embedded app).
 */
export function commandBackgroundWork(ctx: CommandContext): LeaderWork[] {
  return commandFeatures.flatMap((feature) => feature.jobs?.(ctx) ?? []);
}

/**
 * Every command route, on an app that already has the platform plugins. With `health` also
 * `GET /api/health`: the command service's own process needs one; in the embedded app the query
 * service's answers for the process (a second would clash with it).
 */
export async function registerCommandService(
  app: FastifyInstance,
  ctx: CommandContext,
  options: { health?: boolean } = {},
): Promise<void> {
  await app.register(async (service) => {
    await registerSessionCookie(service, ctx.config);
    await registerScopedRoutes(service, ctx.auth, ctx, [
      ...(options.health ? [commandHealthRoutes] : []),
      ...commandFeatures.flatMap((feature) => feature.routes),
    ]);
  });
}
