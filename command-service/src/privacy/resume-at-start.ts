import { BackgroundRetry, type LeaderWork } from '@et/platform';
import type { CommandContext } from '../shared/context';
import { resumeErasures } from './erasure';

export interface ErasureResumptionOptions {
  /** How often the leader looks for erasures stopped since (a crash of the instance erasing). */
  everyMs?: number;
  /** How old an announcement must be before a scan finishes it: a fresher one may be under way. */
  graceMs?: number;
}

/**
 * Finishes the erasures a crash or an outage stopped half-way: at once when this process takes
 * the lead of the command side's background work (`LEADER_LOCKS.commands`), then every minute,
 * since the instance that stopped may not be the leader. One process does it; a survivor takes
 * over when the leader goes. While the store fails it logs and tries again with back-off.
 */
export function erasureResumption(ctx: CommandContext, options: ErasureResumptionOptions = {}): LeaderWork {
  const everyMs = options.everyMs ?? 60_000;
  const graceMs = options.graceMs ?? 30_000;
  let retry: BackgroundRetry | undefined;
  let timer: NodeJS.Timeout | undefined;
  let underWay: Promise<void> = Promise.resolve();
  let finished = new Set<number>();

  const scan = (announcedBefore?: number) => {
    retry?.run(() => {
      const attempt = resumeErasures(ctx, { announcedBefore, finished }).then(
        (userIds) => {
          if (userIds.length > 0) ctx.log.info({ userIds }, 'finished account erasures that had stopped');
          timer = setTimeout(() => scan(Date.now() - graceMs), everyMs);
        },
        (error: unknown) => {
          ctx.log.error({ err: error }, 'finishing stopped account erasures failed; trying again');
          throw error;
        },
      );
      underWay = attempt.catch(() => {});
      return attempt;
    });
  };

  return {
    async start() {
      retry?.stop();
      retry = new BackgroundRetry();
      finished = new Set();
      scan();
    },
    /** Ends the retries and the scans, and waits for a run under way, so the stores can close after it. */
    async stop() {
      retry?.stop();
      clearTimeout(timer);
      await underWay;
      clearTimeout(timer);
    },
  };
}
