import { registerHealthRoute, type ScopedRoutes } from '@et/platform';
import type { CommandContext } from '../shared/context';

/**
 * The command service's own process: 200 while its stores answer. In the embedded app the
 * query service's health (the same stores, and the projections' lag) answers for the process.
 */
export const commandHealthRoutes: ScopedRoutes<CommandContext> = {
  public(app, ctx) {
    registerHealthRoute(app, {}, async () => {
      await ctx.ping();
      return {};
    });
  },
};
