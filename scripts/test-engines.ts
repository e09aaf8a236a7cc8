// `npm run test:engines`: the production engines' tests in one command, on a machine with a
// container engine (Docker, Podman, …). Starts EventStoreDB and MongoDB with testcontainers, runs the
// two adapters' contract suites and every API suite on the `engines` store kind, fails when one of
// those tests was skipped, and removes the containers again (also on failure and Ctrl-C; should this
// process die, testcontainers' reaper removes them). Where no container engine answers it says so in
// one line and exits 0, unless TEST_ENGINES_REQUIRED=true (the `engines` workflow), where that fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';

const eventStoreImage = 'eventstore/eventstore:24.10';
const mongodbImage = 'mongo:8';
/** How long the container engine may take to answer before we call it absent. */
const engineAnswerMs = 10_000;
/** Per container, after its image is pulled: EventStoreDB and a replica set can be slow on a busy runner. */
const startupTimeoutMs = 180_000;
/** Lines of each container's log kept for a failure report. */
const logLines = 200;

const root = path.resolve(import.meta.dirname, '..');
const name = 'test:engines';

/** A failed check: its message is printed as it is, without a stack. */
class CheckFailed extends Error {}

/** Why no container engine can be used, or null when one answers. */
async function missingEngine(): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${engineAnswerMs / 1000} s`)),
      engineAnswerMs,
    );
  });
  try {
    await Promise.race([getContainerRuntimeClient(), timeout]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The last lines a container wrote, kept from its start so a container that failed can still be shown. */
class LogTail {
  private lines: string[] = [];
  private partial = '';
  constructor(readonly label: string) {}

  consume = (stream: Readable): void => {
    stream.on('data', (chunk: string | Buffer) => {
      const parts = (this.partial + chunk.toString()).split('\n');
      this.partial = parts.pop() ?? '';
      this.lines.push(...parts);
      if (this.lines.length > logLines) this.lines.splice(0, this.lines.length - logLines);
    });
    stream.on('error', () => {});
  };

  print(lines = logLines): void {
    const shown = [...this.lines, ...(this.partial ? [this.partial] : [])].slice(-lines);
    if (shown.length === 0) return;
    console.error(`\n--- ${this.label}: the last ${shown.length} lines of its log ---`);
    for (const line of shown) console.error(line);
  }
}

interface Engines {
  eventStoreUrl: string;
  /** The server without a database; append `/<database>?directConnection=true`. */
  mongodbServer: string;
}

const started: StartedTestContainer[] = [];
let enginesUp = false;
const logs = { eventStore: new LogTail(eventStoreImage), mongodb: new LogTail(mongodbImage) };

async function startEngines(): Promise<Engines> {
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  console.log(`${name}: starting ${eventStoreImage} and ${mongodbImage} (the first run pulls the images)`);
  const [eventStore, mongodb] = await Promise.allSettled([
    new GenericContainer(eventStoreImage)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113, { abortOnContainerExit: true }))
      .withStartupTimeout(startupTimeoutMs)
      .withLogConsumer(logs.eventStore.consume)
      .start(),
    // MongoDB has transactions only in a replica set, so it runs as a single-node one (`rs0`): the
    // module starts mongod with `--replSet rs0` (the image's entrypoint adds `--bind_ip_all`) and its
    // health check runs `rs.initiate()` and waits until the node is primary. The member's host is the
    // container's own hostname, which this machine cannot resolve, so the URLs below connect with
    // `directConnection=true`: the driver talks to the mapped port and does not go looking for the
    // members the set names. The server is still a replica set member, so transactions work (checked
    // below before the suites run).
    new MongoDBContainer(mongodbImage)
      .withStartupTimeout(startupTimeoutMs)
      .withLogConsumer(logs.mongodb.consume)
      .start(),
  ]);
  for (const result of [eventStore, mongodb]) if (result.status === 'fulfilled') started.push(result.value);
  const failed: string[] = [];
  if (eventStore.status === 'rejected') {
    logs.eventStore.print();
    failed.push(`${eventStoreImage}: ${eventStore.reason}`);
  }
  if (mongodb.status === 'rejected') {
    logs.mongodb.print();
    failed.push(`${mongodbImage}: ${mongodb.reason}`);
  }
  if (eventStore.status === 'rejected' || mongodb.status === 'rejected')
    throw new CheckFailed(`${name}: a container did not start\n  ${failed.join('\n  ')}`);
  const engines = {
    eventStoreUrl: `esdb://${eventStore.value.getHost()}:${eventStore.value.getMappedPort(2113)}?tls=false`,
    mongodbServer: mongodb.value.getConnectionString(),
  };
  console.log(`${name}: EventStoreDB at ${engines.eventStoreUrl}, MongoDB at ${engines.mongodbServer}`);
  return engines;
}

async function stopEngines(): Promise<void> {
  const containers = started.splice(0);
  await Promise.allSettled(containers.map((container) => container.stop()));
}

/** The document store's own test: a standalone server would pass the contract without transactions. */
async function checkReplicaSet(url: string): Promise<void> {
  const { MongoDocumentStore } = await import('../platform/src/document-store/mongo-document-store');
  const store = await MongoDocumentStore.connect(url);
  try {
    if (!store.atomic)
      throw new CheckFailed(`${name}: MongoDB at ${url} is no replica set (no transactions)`);
  } finally {
    await store.close();
  }
}

interface TestResult {
  ancestorTitles: string[];
  fullName: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';
}
interface Report {
  testResults: Array<{ name: string; assertionResults: TestResult[] }>;
}

let vitest: ReturnType<typeof spawn> | undefined;

/** `vitest run` on Node 24 (this process's), verbose to the terminal and JSON to read the results from. */
async function runVitest(args: string[], env: Record<string, string>): Promise<TestResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-engines-'));
  const reportFile = path.join(dir, 'report.json');
  try {
    vitest = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--reporter=verbose',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        ...args,
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
    );
    const child = vitest;
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    vitest = undefined;
    let report: Report;
    try {
      report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    } catch {
      throw new CheckFailed(`${name}: vitest ended (exit code ${code}) without a report`);
    }
    if (code !== 0) throw new CheckFailed(`${name}: vitest failed (exit code ${code})`);
    return report.testResults.flatMap((file) => file.assertionResults);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Fails unless every test passed: the suites skip themselves without their URLs, so a skip is a failure. */
function expectAllPassed(label: string, tests: TestResult[], suites: string[]): void {
  const notPassed = tests.filter((test) => test.status !== 'passed');
  if (notPassed.length > 0)
    throw new CheckFailed(
      `${name}: ${label}: ${notPassed.length} tests did not pass\n  ${notPassed
        .map((test) => `${test.status}: ${test.fullName}`)
        .join('\n  ')}`,
    );
  for (const suite of suites)
    if (!tests.some((test) => test.ancestorTitles.includes(suite)))
      throw new CheckFailed(`${name}: ${label}: no test of "${suite}" ran`);
  console.log(`${name}: ${label}: ${tests.length} tests passed, none skipped`);
}

async function main(): Promise<number> {
  const missing = await missingEngine();
  if (missing) {
    if (process.env.TEST_ENGINES_REQUIRED === 'true') {
      console.error(`${name}: no container engine answers (${missing}), and TEST_ENGINES_REQUIRED=true`);
      return 1;
    }
    console.log(
      `${name}: no container engine answers (${missing}); skipping the EventStoreDB and MongoDB suites`,
    );
    return 0;
  }

  const engines = await startEngines();
  enginesUp = true;
  const contractMongodbUrl = `${engines.mongodbServer}/energietaler?directConnection=true`;
  await checkReplicaSet(contractMongodbUrl);

  // The contract suites. The EventStoreDB file runs its suite twice: under a stream prefix (as the
  // API tests use the server) and without one (as production does).
  const contract = await runVitest(
    [
      'platform/src/event-store/esdb-event-store.test.ts',
      'platform/src/document-store/mongo-document-store.test.ts',
    ],
    { EVENTSTORE_URL: engines.eventStoreUrl, MONGODB_URL: contractMongodbUrl },
  );
  expectAllPassed('contract suites', contract, [
    'event store contract: EventStoreDB, streams under a prefix',
    'event store contract: EventStoreDB',
    'document store contract: MongoDB',
  ]);

  // Every API suite on the `engines` kind: each test app gets its own MongoDB database and
  // EventStoreDB stream prefix. Without TEST_DATABASE_URL the PostgreSQL-only suites skip
  // themselves; -t leaves out the runs on the embedded store (`npm test` has them), so only the
  // tests named "… on engines" count.
  const apiFiles = readdirSync(path.join(root, 'gateway/src'))
    .filter((file) => file.endsWith('.api.test.ts'))
    .sort()
    .map((file) => `gateway/src/${file}`);
  const api = await runVitest(['-t', 'on engines', ...apiFiles], {
    TEST_EVENTSTORE_URL: engines.eventStoreUrl,
    TEST_MONGODB_URL: `${engines.mongodbServer}/?directConnection=true`,
    TEST_DATABASE_URL: '',
  });
  const onEngines = api.filter((test) => /\bon engines\b/.test(test.fullName));
  if (onEngines.length === 0) throw new CheckFailed(`${name}: API suites: no test ran on engines`);
  expectAllPassed('API suites on engines', onEngines, []);
  return 0;
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopping = true;
    vitest?.kill(signal);
    console.error(`${name}: ${signal}: removing the containers`);
    void stopEngines().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });

async function run(): Promise<number> {
  try {
    return await main();
  } catch (error) {
    if (stopping) return 1;
    if (error instanceof CheckFailed) console.error(error.message);
    else console.error(`${name}:`, error);
    // What the servers said last, for a failure once both were up.
    if (enginesUp) for (const tail of Object.values(logs)) tail.print(50);
    return 1;
  } finally {
    await stopEngines();
  }
}

const exitCode = await run();
// After a signal its handler ends the process, once the containers are gone.
if (!stopping) process.exit(exitCode);
