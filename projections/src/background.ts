import type { Bus, Config, DocumentStore, EventStore, ProjectionProgress, ReadModels } from '@et/platform';
import { MailReactor } from './mail/mail.reactor';
import type { RunnerLog } from './projection';
import { mailRules, projections } from './registry';
import { ProjectionRunner } from './runner';

/**
 * The projections' background work, from the features' declarations: the runner that keeps every
 * read model current and the mail reactor behind it. One list, done by the process leading
 * `LEADER_LOCKS.projections` (a projections process, or the embedded app), in this order.
 */
export function projectionsBackgroundWork(parts: {
  stores: { events: EventStore; documents: DocumentStore; bus: Bus };
  readModels: ReadModels;
  progress: ProjectionProgress;
  config: Pick<Config, 'secret' | 'publicUrl'>;
  log: RunnerLog;
}): { runner: ProjectionRunner; mail: MailReactor } {
  const { stores, readModels, progress, config, log } = parts;
  const runner = new ProjectionRunner(
    stores.events,
    stores.documents,
    stores.bus,
    projections,
    progress,
    log,
  );
  const mail = new MailReactor(
    stores.events,
    stores.documents,
    readModels,
    progress,
    { secret: config.secret, publicUrl: config.publicUrl, log },
    mailRules,
  );
  return { runner, mail };
}
