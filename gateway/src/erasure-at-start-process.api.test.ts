import { createServer } from 'node:net';
import { claimHolder } from '@et/command-service/testing';
import { personalStreams, streams } from '@et/contracts';
import { createTestDatabase, type TestDatabase } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService, stopService, waitForHttp } from './testing/service-process';
import { startTestApp, type TestApp, testSecret } from './testing/test-app';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The command service as its own process finishes a stopped erasure when it takes the lead of
 * the command side's background work: here at its start, the embedded app that led it gone.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an erasure stopped half-way (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let command: Service | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The embedded app on the same database makes the account and reads the stores.
    app = await startTestApp({ env: { DATABASE_URL: database.url } });
  });

  afterAll(async () => {
    if (command) await stopService(command);
    await app?.close();
    await database?.drop();
  }, 30_000);

  it('is finished by the next start of the command service', async () => {
    const alice = await app.given.user();
    const userId = alice.user.id;
    const events = app.running.stores.events;
    // The erasure's first steps, straight to the event store: then its process stopped.
    const account = await events.readStream(streams.user(userId));
    await events.append(streams.user(userId), [{ type: 'UserDeleted', data: { userId } }], account.length);
    await events.append(streams.userErasures, [{ type: 'UserDeleted', data: { userId } }], 'any');
    // The app leads the command side's background work while it runs; its stores stay open here.
    await app.running.commandsLead.stop();

    const port = await freePort();
    command = startService('command', 'command-service/src/main.ts', {
      DATABASE_URL: database.url,
      SECRET: testSecret,
      LOG_LEVEL: 'warn',
      COMMAND_PORT: String(port),
    });
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, command);
    const deadline = Date.now() + 15_000;
    while ((await events.readStream(streams.user(userId))).length > 0) {
      if (Date.now() > deadline) throw new Error(`not finished:\n${command.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const stream of personalStreams(userId)) expect(await events.readStream(stream), stream).toEqual([]);
    expect(await claimHolder(events, 'username', alice.user.username)).toBeNull();
    expect(await claimHolder(events, 'email', alice.user.email!)).toBeNull();
  }, 120_000);
});
