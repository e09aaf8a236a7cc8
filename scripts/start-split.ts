/**
 * `npm run start:split`: the production shape on this machine, each service its own process as
 * docker-compose.yml runs them: two projections processes (one leads, one stands by), the
 * command service, two query services and the gateway in front. Needs DATABASE_URL (the bus
 * between the processes; events and read models too unless EVENTSTORE_URL / MONGODB_URL say
 * otherwise). PORT, HOST, PUBLIC_URL and TRUST_PROXY are the gateway's, the edge; the services
 * listen on free ports of their own on 127.0.0.1 and trust only the gateway. A service that dies
 * is started again after a second, as compose's `restart: unless-stopped` does. Every process's
 * pid and port are kept in `SPLIT_STATE_FILE` (default DATA_DIR/split.json).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { exitOnStartFailure, loadConfig } from '@et/platform';

const root = path.resolve(import.meta.dirname, '..');

interface ServiceSpec {
  name: string;
  entry: string;
  env: Record<string, string>;
  /** The port its health answers on. */
  port: number;
}

interface Running extends ServiceSpec {
  child: ChildProcess;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnStartFailure(error);
  }
})();
if (!config.databaseUrl) {
  console.error('start:split needs DATABASE_URL: the services hear each other through PostgreSQL.');
  process.exit(1);
}
const stateFile = process.env.SPLIT_STATE_FILE ?? path.join(config.dataDir, 'split.json');

// What every process shares: the secret made once (loadConfig keeps a generated one in DATA_DIR)
// and the address people use. The edge's own settings stay with the gateway.
const { PORT: _port, HOST: _host, TRUST_PROXY: _trustProxy, ...inherited } = process.env;
const shared: Record<string, string> = {
  ...(inherited as Record<string, string>),
  SECRET: config.secret,
  PUBLIC_URL: config.publicUrl,
  HOST: '127.0.0.1',
};
const ports = {
  projections: [await freePort(), await freePort()],
  command: await freePort(),
  query: [await freePort(), await freePort()],
};
const services: ServiceSpec[] = [
  ...ports.projections.map((port, i) => ({
    name: `projections-${i + 1}`,
    entry: 'projections/src/main.ts',
    env: { ...shared, PROJECTIONS_PORT: String(port) },
    port,
  })),
  {
    name: 'command',
    entry: 'command-service/src/main.ts',
    env: { ...shared, COMMAND_PORT: String(ports.command) },
    port: ports.command,
  },
  ...ports.query.map((port, i) => ({
    name: `query-${i + 1}`,
    entry: 'query-service/src/main.ts',
    env: { ...shared, QUERY_PORT: String(port) },
    port,
  })),
];
const gateway: ServiceSpec = {
  name: 'gateway',
  entry: 'gateway/src/main.ts',
  env: {
    ...shared,
    ...(process.env.HOST && { HOST: process.env.HOST }),
    ...(process.env.TRUST_PROXY && { TRUST_PROXY: process.env.TRUST_PROXY }),
    PORT: String(config.port),
    COMMAND_SERVICE_URL: `http://127.0.0.1:${ports.command}`,
    QUERY_SERVICE_URL: ports.query.map((port) => `http://127.0.0.1:${port}`).join(','),
  },
  port: config.port,
};

const running = new Map<string, Running>();
let stopping = false;

function saveState(): void {
  const state = [...running.values()].map(({ name, child, port }) => ({ name, pid: child.pid, port }));
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(
    stateFile,
    JSON.stringify({ pid: process.pid, publicUrl: config.publicUrl, services: state }, null, 2),
  );
}

/** Each line a child prints, prefixed with its name, so one log tells them apart. */
function prefixed(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WritableStream): void {
  let rest = '';
  stream?.on('data', (chunk) => {
    const lines = (rest + String(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

function start(spec: ServiceSpec): void {
  const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: root,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(spec.name, child.stdout, process.stdout);
  prefixed(spec.name, child.stderr, process.stderr);
  running.set(spec.name, { ...spec, child });
  saveState();
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[split] ${spec.name} exited (${signal ?? code}); starting it again in 1 s`);
    setTimeout(() => {
      if (!stopping) start(spec);
    }, 1000);
  });
}

/** Waits until the service's health answers 200, or gives up after the database wait and a margin. */
async function healthy(spec: ServiceSpec): Promise<void> {
  const deadline = Date.now() + config.databaseWaitMs + 60_000;
  while (Date.now() < deadline && !stopping) {
    const answer = await fetch(`http://127.0.0.1:${spec.port}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${spec.name} did not become healthy on port ${spec.port}`);
}

async function stopAll(): Promise<void> {
  if (stopping) return;
  stopping = true;
  // The edge first, the projections last: nothing new arrives while the rest finishes.
  const order = ['gateway', 'query-2', 'query-1', 'command', 'projections-2', 'projections-1'];
  for (const name of order) {
    const child = running.get(name)?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(stateFile, { force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(0)));

for (const spec of services) start(spec);
try {
  await Promise.all(services.map(healthy));
} catch (error) {
  console.error(`[split] ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}
start(gateway);
await healthy(gateway);
console.log(
  `[split] gateway on ${config.publicUrl} (port ${config.port}); command :${ports.command}, ` +
    `queries :${ports.query.join(', :')}, projections :${ports.projections.join(', :')}`,
);
