import { once } from 'node:events';
import { accountModels } from '@et/contracts';
import { createTestDatabase, openPostgres } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { frequencyFields } from './testing/given';
import { connectLiveUrl } from './testing/live-socket';
import { lockReadModel } from './testing/read-models';
import { type Service, startService, waitForHttp } from './testing/service-process';

const enabled = !!process.env.TEST_DATABASE_URL;

function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

function nextMessage(socket: WebSocket, type: string, timeoutMs = 3000): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === type) {
        clearTimeout(timer);
        resolve(Date.now() - started);
      }
    });
  });
}

/**
 * The distributed deployment on PostgreSQL: projections, command service, two query services
 * and the gateway as five processes. A change made through one process reaches the others.
 */
describe.skipIf(!enabled)('services as separate processes (PostgreSQL)', () => {
  const services: Service[] = [];
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl = '';
  const ports = { gateway: 3310, command: 3311, query1: 3312, query2: 3313 };
  const gateway = `http://127.0.0.1:${ports.gateway}`;
  /** A POST as the app on the gateway's origin sends it, JSON when it has a body. */
  const post = (path: string, body?: unknown, cookie?: string) =>
    fetch(`${gateway}${path}`, {
      method: 'POST',
      headers: {
        origin: gateway,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    const env = {
      DATABASE_URL: database.url,
      SECRET: 'separate-process-test-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'root-password-1',
      PUBLIC_URL: gateway,
    };
    services.push(startService('projections', 'projections/src/main.ts', env));
    services.push(
      startService('command', 'command-service/src/main.ts', { ...env, COMMAND_PORT: String(ports.command) }),
    );
    services.push(
      startService('query1', 'query-service/src/main.ts', { ...env, QUERY_PORT: String(ports.query1) }),
    );
    services.push(
      startService('query2', 'query-service/src/main.ts', { ...env, QUERY_PORT: String(ports.query2) }),
    );
    services.push(
      startService('gateway', 'gateway/src/main.ts', {
        ...env,
        PORT: String(ports.gateway),
        COMMAND_SERVICE_URL: `http://127.0.0.1:${ports.command}`,
        QUERY_SERVICE_URL: `http://127.0.0.1:${ports.query1}`,
      }),
    );
    // Started together; on a busy machine compiling and connecting can take a while.
    const byPort: Array<[number, Service]> = [
      [ports.command, services[1]!],
      [ports.query1, services[2]!],
      [ports.query2, services[3]!],
      [ports.gateway, services[4]!],
    ];
    await Promise.all(
      byPort.map(([port, service]) => waitForHttp(`http://127.0.0.1:${port}/api/health`, service)),
    );
  }, 180_000);

  afterAll(async () => {
    for (const service of services) {
      service.child.kill('SIGTERM');
      if (service.child.exitCode === null) await once(service.child, 'exit');
    }
    await drop?.();
  }, 30_000);

  it('registers, logs in and pushes a change made through one process to a /ws client of another', async () => {
    const registered = await post('/api/register', {
      username: 'procuser',
      email: 'proc@example.com',
      password: 'proc-password-1',
    });
    expect(registered.status).toBe(201);

    const login = await post('/api/login', { username: 'proc@example.com', password: 'proc-password-1' });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    const me = (await (await fetch(`${gateway}/api/user`, { headers: { cookie } })).json()) as {
      username: string;
    };
    expect(me.username).toBe('procuser');

    // The second query service (not behind the gateway) has its own socket for this user.
    const socket = new WebSocket(`ws://127.0.0.1:${ports.query2}/ws`, {
      headers: { cookie, origin: gateway },
    });
    await once(socket, 'open');
    const received = nextMessage(socket, 'USER_CHANGED');
    const step = await post('/api/user/update-onboarding-step', { step: 2 }, cookie);
    expect(step.status).toBe(200);
    await received;

    // Both query services answer with the change, given the command's position back (read your
    // writes across processes). Without it the one whose feed has not heard of the change yet may
    // answer from its memory: that is the contract, and the other case measures how often.
    const position = step.headers.get('x-event-position')!;
    expect(position).toMatch(/^\d+\.\d+$/);
    for (const port of [ports.query1, ports.query2]) {
      const user = (await (
        await fetch(`http://127.0.0.1:${port}/api/user`, {
          headers: { cookie, 'x-after-position': position },
        })
      ).json()) as { onboardingStep: number };
      expect(user.onboardingStep, `port ${port}`).toBe(2);
    }

    // Logging out through the gateway ends the socket on the other process.
    const closed = once(socket, 'close');
    await fetch(`${gateway}/api/logout`, { method: 'POST', headers: { cookie, origin: gateway } });
    const [code] = await closed;
    expect(code).toBe(4001);
    const after = await fetch(`http://127.0.0.1:${ports.query2}/api/user`, { headers: { cookie } });
    expect(after.status).toBe(401);
  }, 30_000);
  it('opens a socket only once its session is known, so a change made right after reaches it', async () => {
    const login = await post('/api/login', { username: 'procuser', password: 'proc-password-1' });
    const cookie = cookieOf(login); // a new session: the second query service has not seen it
    const locker = await openPostgres(databaseUrl);
    let opened = false;
    let socket: WebSocket | undefined;
    try {
      // Its session cannot be read for half a second (far below the services' 2 s statement limit).
      await locker.transaction(async (tx) => {
        await lockReadModel(tx, accountModels.sessions, 'ACCESS EXCLUSIVE');
        socket = new WebSocket(`ws://127.0.0.1:${ports.query2}/ws`, { headers: { cookie, origin: gateway } });
        socket.once('open', () => {
          opened = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(opened, 'opened before its session was known').toBe(false);
      });
    } finally {
      await locker.close();
    }
    if (!opened) await once(socket!, 'open');
    const received = nextMessage(socket!, 'USER_CHANGED');
    const step = await post('/api/user/update-onboarding-step', { step: 3 }, cookie);
    expect(step.status).toBe(200);
    await received;
    socket!.close();
  }, 30_000);

  it('closes a socket with 1013 (try again later) when its session cannot be read', async () => {
    const login = await post('/api/login', { username: 'procuser', password: 'proc-password-1' });
    const cookie = cookieOf(login);
    const locker = await openPostgres(databaseUrl);
    try {
      // Held past the services' 2 s statement limit: the look-up gives up as in an outage.
      await locker.transaction(
        async (tx) => {
          await lockReadModel(tx, accountModels.sessions, 'ACCESS EXCLUSIVE');
          const socket = new WebSocket(`ws://127.0.0.1:${ports.query2}/ws`, {
            headers: { cookie, origin: gateway },
          });
          const [code] = await once(socket, 'close');
          expect(code).toBe(1013);
        },
        { timeoutMs: 10_000 },
      );
    } finally {
      await locker.close();
    }
  }, 30_000);

  it('pushes a new code to an admin on the other query service and a redemption to its user', async () => {
    const json = { 'content-type': 'application/json', origin: gateway };
    const login = await post('/api/login', { username: 'root', password: 'root-password-1' });
    expect(login.status).toBe(200);
    const adminCookie = cookieOf(login);

    // The admin watches on query service B, which the gateway does not route to.
    const adminSocket = connectLiveUrl(`ws://127.0.0.1:${ports.query2}/ws`, adminCookie, gateway);
    await adminSocket.opened;
    const generated = await post('/api/codes', undefined, adminCookie);
    const answered = performance.now();
    expect(generated.status).toBe(201);
    const { code } = (await generated.json()) as { code: string };
    const created = await adminSocket.next('CODE_CREATED', { since: 0, timeoutMs: 3000 });
    const delta = created.at - answered;
    console.log(
      `separate processes: CODE_CREATED on query service B ${delta.toFixed(1)} ms after POST /api/codes answered`,
    );
    expect(delta).toBeLessThan(1000);

    const frequency = await post('/api/frequencies', frequencyFields, adminCookie);
    expect(frequency.status).toBe(201);
    const frequencyId = ((await frequency.json()) as { id: number }).id;

    const registered = await post('/api/register', {
      username: 'proctoken',
      email: 'proctoken@example.com',
      password: 'proc-password-2',
    });
    expect(registered.status).toBe(201);
    const cookie = cookieOf(registered);
    // The user's socket goes through the gateway (to query service A).
    const userSocket = connectLiveUrl(`ws://127.0.0.1:${ports.gateway}/ws`, cookie, gateway);
    await userSocket.opened;

    const redeemed = await post(`/api/codes/${code}/redeem`, { frequencyId }, cookie);
    expect(redeemed.status).toBe(201);
    const token = (await redeemed.json()) as { id: number };
    // Both query services list the token as soon as the redemption answered.
    for (const port of [ports.query1, ports.query2]) {
      const list = await fetch(`http://127.0.0.1:${port}/api/energy-tokens`, { headers: { cookie } });
      expect(list.status).toBe(200);
      expect(
        ((await list.json()) as Array<{ id: number }>).map((t) => t.id),
        `port ${port}`,
      ).toEqual([token.id]);
    }
    expect((await userSocket.next('TOKEN_CREATED', { since: 0, timeoutMs: 3000 })).message).toEqual({
      type: 'TOKEN_CREATED',
      tokenId: token.id,
    });
    await adminSocket.next('CODE_REDEEMED', { since: 0, timeoutMs: 3000 });
    expect((await adminSocket.next('TOKEN_CREATED', { since: 0, timeoutMs: 3000 })).message).toEqual({
      type: 'TOKEN_CREATED',
      tokenId: token.id,
    });
    expect(userSocket.messages.filter((m) => m.type.startsWith('CODE_'))).toEqual([]);
    adminSocket.socket.close();
    userSocket.socket.close();

    // Read your writes on the other query service, whose cache already holds the list: the client
    // sends the command's position back and B answers only once it has passed it.
    const listOnB = async (position?: string) => {
      const headers: Record<string, string> = { cookie };
      if (position) headers['x-after-position'] = position;
      const answer = await fetch(`http://127.0.0.1:${ports.query2}/api/energy-tokens`, { headers });
      return (await answer.json()) as Array<{ isActive: boolean }>;
    };
    let staleWithout = 0;
    for (let round = 0; round < 20; round++) {
      await listOnB(); // cached on B
      const isActive = round % 2 === 0;
      const patched = await fetch(`${gateway}/api/energy-tokens/${token.id}`, {
        method: 'PATCH',
        headers: { ...json, cookie },
        body: JSON.stringify({ isActive }),
      });
      expect(patched.status).toBe(200);
      const position = patched.headers.get('x-event-position')!;
      expect(position).toMatch(/^\d+\.\d+$/);
      if ((await listOnB())[0]!.isActive !== isActive) staleWithout++;
      expect((await listOnB(position))[0]!.isActive, `round ${round}`).toBe(isActive);
    }
    console.log(
      `separate processes: B answered stale without x-after-position in ${staleWithout} of 20 rounds`,
    );
  }, 30_000);
});
