import {
  type CommandContext,
  checkCommandSettings,
  commandBackgroundWork,
  commandContext,
  ensureAdmin,
  registerCommandService,
} from '@et/command-service';
import {
  ChangeFeed,
  type Config,
  createHttpApp,
  eventSchemas,
  LEADER_LOCKS,
  leaderElection,
  openStores,
  ProjectionProgress,
  ReadModels,
  Standby,
  type Stores,
} from '@et/platform';
import { type MailReactor, type ProjectionRunner, projectionsBackgroundWork } from '@et/projections';
import { queryContext, registerQueryService } from '@et/query-service';
import type { FastifyInstance } from 'fastify';
import { registerFrontend, spaFallback } from './frontend';
import { operatorRoutes } from './operator';

export interface RunningApp {
  app: FastifyInstance;
  stores: Stores;
  runner: ProjectionRunner;
  mail: MailReactor;
  feed: ChangeFeed;
  progress: ProjectionProgress;
  readModels: ReadModels;
  /** The projections' background work and the command side's: with DATABASE_URL, one instance leads each. */
  projectionsLead: Standby;
  commandsLead: Standby;
  /** What the command routes run with (tests call services below the HTTP schemas with it). */
  commands: CommandContext;
  /** Stops accepting requests, finishes the current projection batch, closes the stores. */
  close(): Promise<void>;
}

/**
 * Embedded mode: command service, projections, query service and the frontend in one
 * process on one port, on PGlite in DATA_DIR (or PostgreSQL with DATABASE_URL). Background
 * work (the runner, mail, reminders, erasure resumption) runs under the same leader election as
 * the separate processes: with several instances on one PostgreSQL database one instance does
 * each kind, and a survivor takes over; alone on its stores, this process always leads.
 */
export async function buildEmbeddedApp(
  config: Config,
  options: { serveFrontend?: boolean; bootstrapAdmin?: boolean } = {},
): Promise<RunningApp> {
  // A wrong setting stops the start here, before the database is waited for.
  checkCommandSettings(config);
  const app = await createHttpApp(config, {
    notFound: options.serveFrontend === false ? undefined : spaFallback,
  });
  // Waits for PostgreSQL (DATABASE_WAIT_MS) and says so in the log.
  const stores = await openStores(config, eventSchemas, { log: app.log }).catch(async (error) => {
    await app.close();
    throw error;
  });
  const readModels = new ReadModels(stores.documents, stores.bus);
  const progress = new ProjectionProgress(stores.documents, stores.bus);
  await readModels.start();
  await progress.start();
  const { runner, mail } = projectionsBackgroundWork({ stores, readModels, progress, config, log: app.log });
  const projectionsLead = new Standby(
    leaderElection(config, LEADER_LOCKS.projections, app.log),
    [runner, mail],
    app.log,
  );
  // Leading, the runner has caught up (and rebuilt what changed) when this resolves.
  await projectionsLead.start();
  await readModels.reload();
  const feed = new ChangeFeed(stores.events, progress);
  feed.start();

  const commands = commandContext(config, stores, readModels, progress, app.log, feed);
  const queries = await queryContext(config, stores, readModels, progress, feed);
  await registerCommandService(app, commands);
  await registerQueryService(app, queries);
  if (!config.databaseUrl) await operatorRoutes(app, stores, config.secret);
  if (options.serveFrontend !== false) await registerFrontend(app);
  if (options.bootstrapAdmin !== false) await ensureAdmin(commands);
  // Serve only once the read models reflect every stored event (bootstrap included).
  const head = await stores.events.headPosition();
  if (head) await progress.waitFor(head, 10_000);
  // In the background, so the start waits for nothing.
  const commandsLead = new Standby(
    leaderElection(config, LEADER_LOCKS.commands, app.log),
    commandBackgroundWork(commands),
    app.log,
    'commands',
  );
  void commandsLead.start();

  return {
    app,
    stores,
    runner,
    mail,
    feed,
    progress,
    readModels,
    projectionsLead,
    commandsLead,
    commands,
    close: async () => {
      await app.close();
      await commandsLead.stop();
      await projectionsLead.stop();
      feed.stop();
      await progress.stop();
      await readModels.stop();
      await stores.close();
    },
  };
}
