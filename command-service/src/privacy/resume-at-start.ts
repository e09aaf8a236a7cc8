import { BackgroundRetry, type LeaderWork } from '@et/platform';
import type { CommandContext } from '../shared/context';
import { resumeErasures } from './erasure';

/**
 * Finishes the erasures a crash or an outage stopped half-way, each time this process takes
 * the lead of the command side's background work (`LEADER_LOCKS.commands`): one process does it,
 * and a survivor does it again when the leader goes. It runs in the background, so the start
 * waits for nothing; while the store fails it logs and tries again with back-off until stopped.
 */
export function erasureResumption(ctx: CommandContext): LeaderWork {
  let retry: BackgroundRetry | undefined;
  let underWay: Promise<void> = Promise.resolve();
  return {
    async start() {
      retry?.stop();
      retry = new BackgroundRetry();
      retry.run(() => {
        const attempt = resumeErasures(ctx).then(
          (userIds) => {
            if (userIds.length > 0) ctx.log.info({ userIds }, 'finished account erasures that had stopped');
          },
          (error: unknown) => {
            ctx.log.error({ err: error }, 'finishing stopped account erasures failed; trying again');
            throw error;
          },
        );
        underWay = attempt.catch(() => {});
        return attempt;
      });
    },
    /** Ends the retries and waits for a run under way, so the stores can close after it. */
    async stop() {
      retry?.stop();
      await underWay;
    },
  };
}
