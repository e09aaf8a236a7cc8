import { BackgroundRetry } from '@et/platform';
import type { CommandContext } from '../shared/context';
import { resumeErasures } from './erasure';

export interface ResumingErasures {
  /** Ends the retries and waits for a run under way, so the stores can close after it. */
  stop(): Promise<void>;
}

/**
 * Finishes the erasures a crash or an outage stopped half-way, once per start of the command
 * service. It runs in the background, so the start waits for nothing; while the store fails it
 * logs and tries again with back-off.
 */
export function resumeErasuresInBackground(ctx: CommandContext): ResumingErasures {
  const retry = new BackgroundRetry();
  let underWay: Promise<void> = Promise.resolve();
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
  return {
    stop: async () => {
      retry.stop();
      await underWay;
    },
  };
}
