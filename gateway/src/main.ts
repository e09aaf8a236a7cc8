import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closeOnSignals, exitOnStartFailure, loadConfig } from '@et/platform';
import { buildEmbeddedApp } from './embedded';
import { buildProxyGateway } from './proxy';

/**
 * `npm start`: embedded mode (every service in this process), or, with COMMAND_SERVICE_URL
 * and QUERY_SERVICE_URL, a gateway in front of services running as their own processes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const commandUrl = process.env.COMMAND_SERVICE_URL;
  const queryUrl = process.env.QUERY_SERVICE_URL;
  if (commandUrl && queryUrl) {
    const app = await buildProxyGateway(config, { commandUrl, queryUrl });
    closeOnSignals(app, async () => {});
    await app.listen({ port: config.port, host: config.host });
    return;
  }
  const lockFile = path.join(config.dataDir, 'app.json');
  // Lets `npm run replay` find this process: PGlite's data directory has one owner.
  const embedded = !config.databaseUrl && !config.dataDir.startsWith('memory:');
  if (embedded) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid }));
  }
  const running = await buildEmbeddedApp(config);
  // The whole app, so background work (resumed erasures, projections, mail) stops before the stores close.
  closeOnSignals(running.app, async () => {
    rmSync(lockFile, { force: true });
    await running.close();
  });
  const address = await running.app.listen({ port: config.port, host: config.host });
  // Lets `npm run replay` find this process: PGlite's data directory has one owner.
  if (!config.databaseUrl && !config.dataDir.startsWith('memory:'))
    writeFileSync(lockFile, JSON.stringify({ url: address, pid: process.pid }));
  running.app.log.info(`embedded mode (${running.stores.description}); open ${config.publicUrl}`);
}

main().catch(exitOnStartFailure);
