import type { EventMetadata } from '@et/contracts';
import type { Config, LeaderWork, ScopedRoutes } from '@et/platform';
import type { CommandContext } from './shared/context';

/**
 * What an account's erasure must end in a feature beyond the person's own streams (declared in the
 * feature's `personalData`): e.g. what lives in shared streams. It runs once the read models have
 * passed `UserDeleted`, so it looks in a read model that still knows the person's things after it
 * (or in the event streams), and it may run again.
 */
export type Eraser = (ctx: CommandContext, userId: number, metadata: EventMetadata) => Promise<void>;

/**
 * What a feature brings to the command service, declared beside it (`<feature>/<feature>.feature.ts`)
 * and collected by `features.ts`: its routes, what an erasure must end, and background work that
 * one command-service process (the leader of `LEADER_LOCKS.commands`) does for everyone.
 */
export interface CommandFeature {
  name: string;
  routes: ReadonlyArray<ScopedRoutes<CommandContext>>;
  erasers?: readonly Eraser[];
  jobs?: (ctx: CommandContext) => LeaderWork[];
  /** Readers of its settings from the environment (`parseSettings`): checked when a process starts. */
  settings?: ReadonlyArray<(config: Pick<Config, 'env'>) => unknown>;
}
