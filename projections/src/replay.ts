import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, eventSchemas, loadConfig, openStores } from '@et/platform';
import {
  describeProgress,
  operatorKey,
  replay,
  selectProjections,
  UnknownProjectionError,
} from './replay-command';
import { ProgressPrinter } from './replay-progress';

/**
 * `npm run replay [projection…]`: rebuilds read models from the first event while the
 * running app keeps serving the old ones. On PostgreSQL it works on the database directly;
 * in embedded mode (PGlite has one owner) it asks the running app to do it, or, when the
 * app is stopped, opens the data directory itself.
 */
async function main(printer: ProgressPrinter): Promise<void> {
  const names = process.argv.slice(2);
  selectProjections(names);
  const config = loadConfig();

  const lockFile = path.join(config.dataDir, 'app.json');
  if (!config.databaseUrl && existsSync(lockFile)) {
    const { url, pid } = JSON.parse(readFileSync(lockFile, 'utf8')) as { url?: string; pid: number };
    if (!url && isAlive(pid)) throw new Error('The app is starting; run the replay again once it is up.');
    const key = operatorKey(config.secret);
    const response = await fetch(`${url ?? 'http://0.0.0.0:0'}/api/operator/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': key },
      body: JSON.stringify({ projections: names }),
    }).catch(() => null);
    if (response?.ok && response.body) {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = JSON.parse(buffer.slice(0, newline)) as {
            line: string;
            done: boolean;
            error?: string;
          };
          if (line.error) throw new Error(line.error);
          printer.print(line.line, line.done);
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
        }
      }
      return;
    }
    if (response)
      throw new Error(`The running app refused the replay: ${response.status} ${await response.text()}`);
    if (isAlive(pid))
      throw new Error(`The app (pid ${pid}) holds the data directory but does not answer; stop it first.`);
    // No answer and no process: the lock file is stale.
  }

  const stores = await openStores(config, eventSchemas);
  try {
    await replay(stores, names, (progress) => printer.print(describeProgress(progress), progress.done));
  } finally {
    await stores.close();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // On a terminal one line rewritten in place; in a log plain lines.
  const printer = new ProgressPrinter(process.stdout);
  main(printer).catch((error) => {
    printer.end();
    console.error(
      error instanceof ConfigError || error instanceof UnknownProjectionError ? error.message : error,
    );
    process.exit(1);
  });
}
