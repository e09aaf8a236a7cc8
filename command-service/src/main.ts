import {
  ChangeFeed,
  closeOnSignals,
  createHttpApp,
  exitOnStartFailure,
  LEADER_LOCKS,
  leaderElection,
  loadConfig,
  openServiceStores,
  Standby,
} from '@et/platform';
import {
  checkCommandSettings,
  commandBackgroundWork,
  commandContext,
  ensureAdmin,
  registerCommandService,
} from './index';

/** The command service as its own process (needs DATABASE_URL: the stores are shared). */
const config = loadConfig();
try {
  checkCommandSettings(config);
} catch (error) {
  exitOnStartFailure(error);
}
if (!config.databaseUrl) {
  console.error('The command service runs as its own process only with DATABASE_URL set.');
  process.exit(1);
}
const app = await createHttpApp(config, { behindGateway: true });
// Waits for the database (DATABASE_WAIT_MS), then exits with a clear message if it never answers.
const { stores, readModels, progress } = await openServiceStores(config, app.log).catch(exitOnStartFailure);
// The feed lets sessions and users be remembered between requests (forgotten when they change).
const feed = new ChangeFeed(stores.events, progress);
feed.start();
const ctx = commandContext(config, stores, readModels, progress, app.log, feed);
await registerCommandService(app, ctx, { health: true });
await ensureAdmin(ctx);
// The command side's background work: one command-service process leads it, the others stand by.
const background = new Standby(
  leaderElection(config, LEADER_LOCKS.commands, app.log),
  commandBackgroundWork(ctx),
  app.log,
  'commands',
);
closeOnSignals(app, async () => {
  await background.stop();
  feed.stop();
  await progress.stop();
  await readModels.stop();
  await stores.close();
});
await app.listen({ port: config.servicePorts.command, host: config.host });
void background.start();
