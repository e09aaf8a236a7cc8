import {
  ChangeFeed,
  closeOnSignals,
  createHttpApp,
  exitOnStartFailure,
  loadConfig,
  openServiceStores,
  redemptionLimits,
} from '@et/platform';
import { queryContext, registerQueryService } from './index';

/** A query-service instance as its own process; several can run side by side. */
const config = loadConfig();
// Its throttles' settings are read now: a wrong value stops the start before the database is waited for.
redemptionLimits(config);
if (!config.databaseUrl) {
  console.error('The query service runs as its own process only with DATABASE_URL set.');
  process.exit(1);
}
const app = await createHttpApp(config, { behindGateway: true });
// Waits for the database (DATABASE_WAIT_MS), then exits with a clear message if it never answers.
const { stores, readModels, progress } = await openServiceStores(config, app.log).catch(exitOnStartFailure);
const feed = new ChangeFeed(stores.events, progress);
feed.start();
await registerQueryService(app, await queryContext(config, stores, readModels, progress, feed));
closeOnSignals(app, async () => {
  feed.stop();
  await progress.stop();
  await readModels.stop();
  await stores.close();
});
await app.listen({ port: config.servicePorts.query, host: config.host });
