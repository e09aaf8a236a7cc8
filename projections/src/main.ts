import { UnreadMessageReminders } from '@et/command-service';
import { exitOnStartFailure, LeaderLock, loadConfig, openServiceStores } from '@et/platform';
import { MailReactor, projections } from './index';
import { ProjectionRunner } from './runner';
import { PROJECTIONS_LOCK, Standby } from './standby';

/**
 * The projection runner and the mail reactor as their own process. Several may run: the one
 * holding the projections lock works, the others stand by and take over when it goes.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('The projections run as their own process only with DATABASE_URL set.');
  process.exit(1);
}
const log = {
  info: (msg: string) => console.log(msg),
  warn: (msg: string) => console.warn(msg),
  error: (obj: unknown, msg: string) => console.error(msg, obj),
};
// Waits for the database (DATABASE_WAIT_MS), then exits with a clear message if it never answers.
const { stores, readModels, progress } = await openServiceStores(config, log).catch(exitOnStartFailure);
const runner = new ProjectionRunner(stores.events, stores.documents, stores.bus, projections, progress, log);
const mail = new MailReactor(stores.events, stores.documents, readModels, progress, {
  secret: config.secret,
  publicUrl: config.publicUrl,
  log,
});
// The leader settles messages unread past the hour (design reading 15); the mail reactor sends them.
const reminders = new UnreadMessageReminders(stores.events, readModels, {
  afterSeconds: config.unreadMessageMailAfterSeconds,
  log,
});
const lock = new LeaderLock(config.databaseUrl, {
  key: PROJECTIONS_LOCK,
  timeoutMs: config.databaseTimeoutMs,
  log,
});
const standby = new Standby(lock, [runner, mail, reminders], log);
standby.start();
log.info('projections process started; competing for the projections lock');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await standby.stop(); // the runner finishes its current batch
  await progress.stop();
  await readModels.stop();
  await stores.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
