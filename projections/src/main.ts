import { exitOnStartFailure, loadConfig, openServiceStores } from '@et/platform';
import { MailReactor, projections } from './index';
import { ProjectionRunner } from './runner';

/** The projection runner as its own process. Run one per deployment. */
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
await runner.start();
const mail = new MailReactor(stores.events, stores.documents, readModels, progress, {
  secret: config.secret,
  publicUrl: config.publicUrl,
  log,
});
await mail.start();
log.info('projections and mail reactor running');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await runner.stop(); // finishes the current batch
  await mail.stop();
  await progress.stop();
  await readModels.stop();
  await stores.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
