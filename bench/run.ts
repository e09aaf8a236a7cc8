import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeStreams, streams } from '@et/contracts';
import { createHttpApp, eventSchemas, loadConfig, openStores } from '@et/platform';
import { createTestDatabase } from '@et/platform/testing';
import { projections, rebuildProjection } from '@et/projections';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { compareRoutes, percent, printFigures, shareOf } from './compare';
import { redemptionBenchmarks } from './redemptions';
import { ms, percentile, register, startApp } from './support';
import { tokenBenchmarks, tokenListBenchmarks } from './tokens';

const quick = process.argv.includes('--quick');
/**
 * PostgreSQL on this machine is reached through its Unix socket when it has one, as an app beside
 * its database would be set up: loopback TCP costs about a quarter more CPU per statement here
 * (decision 0013). `--tcp`, or a TEST_DATABASE_URL on another host, goes over TCP.
 */
function benchDatabaseUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const given = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(given);
  const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
  const socket = '/var/run/postgresql';
  const port = url.port || '5432';
  if (!local || process.argv.includes('--tcp') || !existsSync(`${socket}/.s.PGSQL.${port}`)) return given;
  // The same user, database and port, through the socket.
  url.hostname = 'localhost';
  url.searchParams.set('host', socket);
  return url.toString();
}
const databaseUrl = benchDatabaseUrl();
const here = path.dirname(new URL(import.meta.url).pathname);
const results: Record<string, unknown> = {
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  },
  quick,
};

/**
 * 1. GET /api/user (session check from memory) against bare routes in the same process and run:
 * one on a plain `Fastify()`, one on an app with our platform plugins (security headers, error
 * handling) but no session, so the session's own cost shows separately.
 */
async function userRoute(): Promise<void> {
  const { running, url } = await startApp({ DATA_DIR: 'memory:' });
  const { cookie } = await register(url, 'benchuser');
  const user = await (await fetch(`${url}/api/user`, { headers: { cookie } })).json();
  const plain = Fastify();
  plain.get('/bare', async () => user);
  const plainUrl = await plain.listen({ port: 0, host: '127.0.0.1' });
  const platform = await createHttpApp(loadConfig({ DATA_DIR: 'memory:', LOG_LEVEL: 'silent' }));
  platform.get('/api/bare', async () => user);
  const platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
  const targets = {
    'GET /api/user': { url: `${url}/api/user`, headers: { cookie } },
    'bare route, our platform plugins': { url: `${platformUrl}/api/bare`, headers: { cookie } },
    'bare route, plain Fastify': { url: `${plainUrl}/bare`, headers: { cookie } },
  };
  const rounds = quick ? 3 : 7;
  const figures = await compareRoutes(targets, rounds, quick ? 1500 : 2500);
  const ours = figures['GET /api/user']!;
  const toPlatform = shareOf(ours, figures['bare route, our platform plugins']!);
  const toPlain = shareOf(ours, figures['bare route, plain Fastify']!);
  results.userRoute = { figures, toPlatformBare: toPlatform, toPlainFastify: toPlain };
  console.log(
    `\n1. GET /api/user with a valid session vs bare routes (same process, autocannon, 32 connections, median of ${rounds} alternating rounds)`,
  );
  printFigures(figures);
  console.log(
    `   GET /api/user against the bare route with our platform plugins (the session's own cost): ${percent(toPlatform.requests)} of its req/s, ${percent(toPlatform.cpu)} of its CPU time per request`,
  );
  console.log(
    `   GET /api/user against a bare route on plain Fastify (security headers, cookie and session check together; goal >= 90%): ${percent(toPlain.requests)} of its req/s, ${percent(toPlain.cpu)} of its CPU time per request`,
  );
  await plain.close();
  await platform.close();
  await running.close();
}

/** 2. From a command's answer to the change being visible to a query and to a /ws client. */
async function commandToReadModel(label: string, env: Record<string, string>): Promise<void> {
  const { running, url } = await startApp(env);
  const { cookie } = await register(url, `lat${Date.now() % 100000}`);
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: url } });
  await once(socket, 'open');
  let wsWaiter: ((at: number) => void) | undefined;
  socket.on('message', (data) => {
    if (JSON.parse(String(data)).type === 'USER_CHANGED') wsWaiter?.(performance.now());
  });
  const command: number[] = [];
  const toQuery: number[] = [];
  const toWs: number[] = [];
  let firstTry = 0;
  const iterations = quick ? 50 : 300;
  for (let i = 0; i < iterations; i++) {
    // 2, 3, 1, 2, …: each differs from the one before, and the first from a new user's 1 (a step
    // saved again changes nothing, so no /ws message would come).
    const step = ((i + 1) % 3) + 1;
    const wsSeen = new Promise<number>((resolve) => {
      wsWaiter = resolve;
    });
    const started = performance.now();
    const answer = await fetch(`${url}/api/user/update-onboarding-step`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ step }),
    });
    await answer.arrayBuffer();
    const answered = performance.now();
    command.push(answered - started);
    let tries = 0;
    for (;;) {
      tries++;
      const user = (await (await fetch(`${url}/api/user`, { headers: { cookie } })).json()) as {
        onboardingStep: number;
      };
      if (user.onboardingStep === step) break;
    }
    toQuery.push(performance.now() - answered);
    if (tries === 1) firstTry++;
    const wsAt = await Promise.race([
      wsSeen,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 2000)),
    ]);
    if (!Number.isNaN(wsAt)) toWs.push(Math.max(0, wsAt - answered));
  }
  socket.close();
  const row = {
    command: { p50: percentile(command, 0.5), p95: percentile(command, 0.95) },
    answerToQuery: { p50: percentile(toQuery, 0.5), p95: percentile(toQuery, 0.95) },
    answerToWs: { p50: percentile(toWs, 0.5), p95: percentile(toWs, 0.95), received: toWs.length },
    visibleAtFirstQuery: firstTry / iterations,
  };
  results.commandToReadModel ??= {} as Record<string, unknown>;
  (results.commandToReadModel as Record<string, unknown>)[label] = row;
  console.log(`\n2. Command to read model, ${label} (${iterations} commands)`);
  console.table({
    'command answer (incl. projection wait)': { p50: ms(row.command.p50), p95: ms(row.command.p95) },
    'answer -> visible to GET': { p50: ms(row.answerToQuery.p50), p95: ms(row.answerToQuery.p95) },
    'answer -> /ws message': { p50: ms(row.answerToWs.p50), p95: ms(row.answerToWs.p95) },
  });
  console.log(
    `   visible at the first GET after the answer: ${(row.visibleAtFirstQuery * 100).toFixed(1)}%; /ws messages: ${toWs.length}/${iterations}`,
  );
  await running.close();
}

/** 3. Replay speed: rebuilding every read model from 120,000 account and code events on PostgreSQL. */
async function replaySpeed(): Promise<void> {
  const database = await createTestDatabase();
  try {
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      SECRET: 'bench-secret-bench-secret-bench-secret-0',
    });
    const stores = await openStores(config, eventSchemas, { poolSize: 12 });
    const total = quick ? 20_000 : 100_000;
    const users = total / 10;
    const fakeHash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$ZmFrZWhhc2hmYWtlaGFzaGZha2VoYXNo';
    let appended = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async (_, worker) => {
        for (let u = worker; u < users; u += 10) {
          const userId = u + 1;
          const events = [
            {
              type: 'UserRegistered',
              data: {
                userId,
                username: `replay${userId}`,
                email: `replay${userId}@example.com`,
                passwordHash: fakeHash,
                isAdmin: false,
                language: 'de',
                registeredAt: new Date().toISOString(),
              },
            },
          ];
          for (let i = 0; i < 4; i++) {
            events.push({
              type: 'UserLoggedIn',
              data: { userId, sessionId: `s${userId}-${i}`, expiresAt: '2099-01-01T00:00:00.000Z' },
            } as never);
            events.push({ type: 'UserLoggedOut', data: { userId, sessionId: `s${userId}-${i}` } } as never);
          }
          events.push({ type: 'OnboardingStepSaved', data: { userId, step: 2 } } as never);
          await stores.events.append(streams.user(userId), events, 0);
          appended += events.length;
          // Each user redeems a code: the codes, tokens and audit projections have work too.
          const code = String(500000 + userId);
          await stores.events.append(
            codeStreams.code(code),
            [
              { type: 'CodeCreated', data: { code, origin: 'generated' } },
              {
                type: 'CodeRedeemed',
                data: { code, tokenId: userId, userId, name: `T${userId}`, frequencyId: 1 },
              },
            ],
            0,
          );
          appended += 2;
        }
      }),
    );
    const appendSeconds = (performance.now() - started) / 1000;
    const rows: Record<string, { events: number; seconds: string; 'events/s': number }> = {};
    const speeds: Record<string, number> = {};
    for (const projection of projections) {
      const t0 = performance.now();
      const result = await rebuildProjection(
        stores.events,
        stores.documents,
        stores.bus,
        projection,
        () => {},
      );
      const seconds = (performance.now() - t0) / 1000;
      speeds[projection.name] = result.events / seconds;
      rows[projection.name] = {
        events: result.events,
        seconds: seconds.toFixed(1),
        'events/s': Math.round(result.events / seconds),
      };
    }
    results.replay = { events: appended, appendPerSecond: appended / appendSeconds, rebuild: speeds };
    console.log(
      `\n3. Replay on PostgreSQL: ${appended.toLocaleString('en')} account and code events (appended at ${Math.round(appended / appendSeconds).toLocaleString('en')} events/s)`,
    );
    console.table(rows);
    const slowest = Math.min(...Object.values(speeds));
    console.log(
      `   slowest projection: ${Math.round(slowest).toLocaleString('en')} events/s (target: >= 30,000)`,
    );
    await stores.close();
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  console.log(
    `Benchmarks on ${results.machine && JSON.stringify(results.machine)}${quick ? ' (quick)' : ''}`,
  );
  if (process.argv.includes('--only-redemptions')) {
    await redemptionBenchmarks(results, quick);
    process.exit(0);
  }
  if (process.argv.includes('--only-replay')) {
    await replaySpeed();
    process.exit(0);
  }
  if (process.argv.includes('--only-tokens')) {
    await tokenBenchmarks(results, quick);
    process.exit(0);
  }
  await userRoute();
  if (process.argv.includes('--only-user')) process.exit(0);
  if (process.argv.includes('--only-http')) {
    await tokenListBenchmarks(results, quick);
    process.exit(0);
  }
  await commandToReadModel('embedded (PGlite)', { DATA_DIR: 'memory:' });
  const database = await createTestDatabase();
  try {
    await commandToReadModel('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
  await replaySpeed();
  await tokenBenchmarks(results, quick);
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', 'latest.json'), JSON.stringify(results, null, 2));
  console.log('\nwritten to bench/results/latest.json');
  process.exit(0);
}

process.env.TEST_DATABASE_URL = databaseUrl;
console.log(`PostgreSQL: ${databaseUrl}`);
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
