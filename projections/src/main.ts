import {
  closeOnSignals,
  createHttpApp,
  exitOnStartFailure,
  LEADER_LOCKS,
  leaderElection,
  loadConfig,
  openServiceStores,
  Standby,
} from '@et/platform';
import { projectionsBackgroundWork } from './background';
import { projectionsHealth } from './health';

/**
 * The projection runner and the mail reactor as their own process. Several may run: the one holding the projections lock works, the others stand by
 * and take over when it goes. `GET /api/health` on PROJECTIONS_PORT says which it is.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('The projections run as their own process only with DATABASE_URL set.');
  process.exit(1);
}
// The process's HTTP side is its health alone; the app gives it the same logger as every service.
const app = await createHttpApp(config, { behindGateway: true });
const log = app.log;
// Waits for the database (DATABASE_WAIT_MS), then exits with a clear message if it never answers.
const { stores, readModels, progress } = await openServiceStores(config, log).catch(exitOnStartFailure);
const { runner, mail } = projectionsBackgroundWork({ stores, readModels, progress, config, log });
const standby = new Standby(leaderElection(config, LEADER_LOCKS.projections, log), [runner, mail], log);
projectionsHealth(app, { standby, events: stores.events, progress, ping: () => stores.ping() });
closeOnSignals(app, async () => {
  await standby.stop(); // the runner finishes its current batch
  await progress.stop();
  await readModels.stop();
  await stores.close();
});
await app.listen({ port: config.servicePorts.projections, host: config.host });
log.info('projections process started; competing for the projections lock');
void standby.start();
