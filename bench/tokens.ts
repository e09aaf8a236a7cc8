import { once } from 'node:events';
import { type AccessCode, codeStreams, type EnergyToken, type LiveMessage } from '@et/contracts';
import type { Collection, Document } from '@et/platform';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { createTestDatabase } from '../platform/src/testing/databases';
import type { LoadResult } from './load';
import { benchAdmin, call, login, median, ms, percentile, register, runLoad, startApp } from './support';

type Running = Awaited<ReturnType<typeof startApp>>['running'];
const frequency = {
  nameDE: 'Liebe',
  descriptionDE: 'Die Frequenz der Liebe',
  nameEN: 'Love',
  descriptionEN: 'The frequency of love',
  color: 'gold' as const,
};

/** Writes documents straight into a live read model, in transactions of 5,000 (seeding only). */
async function seed<T extends Document>(
  running: Running,
  collection: string,
  count: number,
  make: (i: number) => T,
) {
  for (let start = 0; start < count; start += 5000) {
    await running.stores.documents.transaction(async (tx) => {
      const target: Collection<T> = running.readModels.collection<T>(collection, tx);
      for (let i = start; i < Math.min(count, start + 5000); i++) await target.upsert(make(i));
    });
  }
}

/** The part of the results one benchmark fills, by store. */
function section(results: Record<string, unknown>, name: string): Record<string, unknown> {
  results[name] ??= {};
  return results[name] as Record<string, unknown>;
}

/** On PostgreSQL, or embedded (PGlite in memory); `run` gets the app and a fresh database. */
async function onBoth(run: (label: string, env: Record<string, string>) => Promise<void>) {
  await run('embedded (PGlite)', { DATA_DIR: 'memory:' });
  const database = await createTestDatabase();
  try {
    await run('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

/** 4. GET /api/energy-tokens for a user with 10 tokens among 100,000, against a bare route. */
async function tokenList(
  results: Record<string, unknown>,
  quick: boolean,
  label: string,
  env: Record<string, string>,
) {
  const { running, url } = await startApp(env);
  const { cookie } = await register(url, `tokens${Date.now() % 100000}`);
  const total = quick ? 20_000 : 100_000;
  const now = new Date().toISOString();
  // 99,990 tokens of 9,999 other users straight into the read model; our user's 10 for real.
  await seed<EnergyToken>(running, 'energy_tokens', total - 10, (i) => ({
    id: 1_000_000 + i,
    name: `Energy Token ${i + 1}`,
    userId: 100_000 + (i % 9_999),
    frequencyId: 1,
    frequency,
    isActive: i % 3 === 0,
    code: String(100000 + i),
    createdAt: now,
    updatedAt: now,
  }));
  const admin = await login(url, benchAdmin.username, benchAdmin.password);
  const { id: frequencyId } = await call<{ id: number }>(`${url}/api/frequencies`, 'POST', admin, frequency);
  for (let i = 0; i < 10; i++) {
    const { code } = await call<{ code: string }>(`${url}/api/codes`, 'POST', admin);
    await call(`${url}/api/codes/${code}/redeem`, 'POST', cookie, { frequencyId });
  }
  const mine = await call<EnergyToken[]>(`${url}/api/energy-tokens`, 'GET', cookie);
  if (mine.length !== 10) throw new Error(`expected 10 tokens, got ${mine.length}`);
  const plain = Fastify();
  plain.get('/bare', async () => mine);
  const plainUrl = await plain.listen({ port: 0, host: '127.0.0.1' });
  const targets = {
    'GET /api/energy-tokens': { url: `${url}/api/energy-tokens`, headers: { cookie } },
    'bare route, plain Fastify': { url: `${plainUrl}/bare`, headers: {} },
  };
  const rounds = quick ? 3 : 5;
  const runs = new Map<string, LoadResult[]>();
  for (const [name, target] of Object.entries(targets)) {
    await runLoad(target.url, target.headers, 1000);
    runs.set(name, []);
  }
  for (let round = 0; round < rounds; round++)
    for (const [name, target] of Object.entries(targets))
      runs.get(name)!.push(await runLoad(target.url, target.headers, quick ? 1500 : 3000));
  const medians = Object.fromEntries([...runs].map(([name, list]) => [name, median(list)]));
  const ratio = medians['GET /api/energy-tokens']!.rps / medians['bare route, plain Fastify']!.rps;
  const row: Record<string, unknown> = { tokens: total, medians, ratioToPlainFastify: ratio };
  section(results, 'tokenList')[label] = row;
  console.log(
    `\n4. GET /api/energy-tokens, a user with 10 of ${total.toLocaleString('en')} tokens, ${label}`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(medians).map(([name, r]) => [
        name,
        { 'req/s': Math.round(r.rps), p50: ms(r.p50), p99: ms(r.p99), errors: r.errors },
      ]),
    ),
  );
  console.log(`   ${(ratio * 100).toFixed(1)}% of the bare route (target on PostgreSQL: >= 20%)`);
  // The list is answered from memory until an event changes it; right after a change it comes
  // from the store. Both, one request at a time:
  const afterChange: number[] = [];
  const unchanged: number[] = [];
  for (let i = 0; i < (quick ? 50 : 200); i++) {
    await call(`${url}/api/energy-tokens/${mine[0]!.id}`, 'PATCH', cookie, { isActive: i % 2 === 0 });
    for (const list of [afterChange, unchanged]) {
      const t0 = performance.now();
      await call(`${url}/api/energy-tokens`, 'GET', cookie);
      list.push(performance.now() - t0);
    }
  }
  row.sequential = {
    afterChangeP50: percentile(afterChange, 0.5),
    unchangedP50: percentile(unchanged, 0.5),
  };
  console.log(
    `   one request at a time: first GET after a change (read from the store) p50 ${ms(percentile(afterChange, 0.5))}, p95 ${ms(percentile(afterChange, 0.95))}; the next GET (from memory) p50 ${ms(percentile(unchanged, 0.5))}`,
  );
  await plain.close();
  await running.close();
}

/** 5. Redemptions per second, 50 clients at once, each code once; to the owner's /ws and the admin's list. */
export async function redemptions(results: Record<string, unknown>, quick: boolean) {
  const database = await createTestDatabase();
  const { running, url } = await startApp({
    DATABASE_URL: database.url,
    TRUST_PROXY: 'true',
    REDEEM_FAILURES_PER_USER: '100000',
    REDEEM_FAILURES_PER_IP: '100000',
  });
  try {
    const admin = await login(url, benchAdmin.username, benchAdmin.password);
    const { id: frequencyId } = await call<{ id: number }>(
      `${url}/api/frequencies`,
      'POST',
      admin,
      frequency,
    );
    const perClient = quick ? 10 : 40;
    const clients = 50;
    // Codes straight into their streams (what POST /api/codes appends), then projected.
    const codes = Array.from({ length: clients * perClient }, (_, i) => String(200000 + i));
    let last = null as null | Awaited<ReturnType<typeof running.stores.events.append>>;
    for (const code of codes)
      last = await running.stores.events.append(
        codeStreams.code(code),
        [{ type: 'CodeCreated', data: { code, origin: 'generated' } }],
        0,
      );
    await running.progress.waitFor(last!.position, 60_000);

    const users = await Promise.all(
      Array.from({ length: clients }, async (_, k) => {
        const ip = `198.51.100.${k + 1}`;
        const user = await register(url, `redeem${k}x${Date.now() % 10000}`, ip);
        const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, {
          headers: { cookie: user.cookie, origin: url },
        });
        await once(socket, 'open');
        const seen = new Map<number, number>();
        const waiters = new Map<number, (at: number) => void>();
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as LiveMessage;
          if (message.type !== 'TOKEN_CREATED') return;
          const at = performance.now();
          seen.set(message.tokenId, at);
          waiters.get(message.tokenId)?.(at);
        });
        const wsAt = (tokenId: number) =>
          seen.has(tokenId)
            ? Promise.resolve(seen.get(tokenId)!)
            : new Promise<number>((resolve) => {
                waiters.set(tokenId, resolve);
                setTimeout(() => resolve(Number.NaN), 5000);
              });
        return { ...user, socket, wsAt, ip };
      }),
    );
    const toWs: number[] = [];
    const toAdminList: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      users.map(async (user, k) => {
        for (let n = 0; n < perClient; n++) {
          const code = codes[n * clients + k]!;
          const sent = performance.now();
          const response = await fetch(`${url}/api/codes/${code}/redeem`, {
            method: 'POST',
            headers: { cookie: user.cookie, 'content-type': 'application/json', 'x-forwarded-for': user.ip },
            body: JSON.stringify({ frequencyId }),
          });
          const token = (await response.json()) as EnergyToken;
          if (response.status !== 201) {
            if (failures++ === 0)
              console.log(`   first failure: ${response.status} ${JSON.stringify(token)}`);
            continue;
          }
          const ws = await user.wsAt(token.id);
          if (!Number.isNaN(ws)) toWs.push(Math.max(0, ws - sent));
          if (n % 5 === 0) {
            // The admin's list, as the admin tab reads it after CODE_REDEEMED.
            for (;;) {
              const page = await call<{ items: AccessCode[] }>(
                `${url}/api/codes?search=${code}`,
                'GET',
                admin,
              );
              if (page.items[0]?.isUsed) break;
            }
            toAdminList.push(performance.now() - sent);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    for (const user of users) user.socket.close();
    const row = {
      redemptions: codes.length - failures,
      failures,
      perSecond: (codes.length - failures) / seconds,
      toOwnerWs: { p50: percentile(toWs, 0.5), p95: percentile(toWs, 0.95), received: toWs.length },
      toAdminList: { p50: percentile(toAdminList, 0.5), p95: percentile(toAdminList, 0.95) },
    };
    results.redemptions = row;
    console.log(
      `\n5. Redemptions on PostgreSQL: ${clients} clients at once, ${codes.length} codes, each once`,
    );
    console.table({
      'redemption sent -> owner /ws TOKEN_CREATED': {
        p50: ms(row.toOwnerWs.p50),
        p95: ms(row.toOwnerWs.p95),
      },
      'redemption sent -> admin code list shows it': {
        p50: ms(row.toAdminList.p50),
        p95: ms(row.toAdminList.p95),
      },
    });
    console.log(
      `   ${Math.round(row.perSecond)} redemptions/s; ${row.redemptions} tokens, ${failures} failures; /ws messages ${toWs.length}/${row.redemptions}`,
    );
  } finally {
    await running.close();
    await database.drop();
  }
}

/** 6. The admin's code list on 100,000 codes: the last page against the first. */
async function codePages(
  results: Record<string, unknown>,
  quick: boolean,
  label: string,
  env: Record<string, string>,
) {
  const { running, url } = await startApp(env);
  const total = quick ? 20_000 : 100_000;
  const now = new Date().toISOString();
  await seed<AccessCode>(running, 'codes', total, (i) => ({
    id: String(300000 + i),
    code: String(300000 + i),
    isUsed: i % 4 === 0,
    userId: i % 4 === 0 ? 7 : null,
    username: i % 4 === 0 ? 'someone' : null,
    tokenId: i % 4 === 0 ? i + 1 : null,
    createdAt: now,
    usedAt: i % 4 === 0 ? now : null,
    seq: i + 1,
  }));
  const admin = await login(url, benchAdmin.username, benchAdmin.password);
  const pageSize = 50;
  const lastPage = Math.ceil(total / pageSize);
  const pages = { first: 1, middle: Math.ceil(lastPage / 2), last: lastPage };
  const times: Record<string, number[]> = { first: [], middle: [], last: [] };
  const rounds = quick ? 10 : 30;
  for (let round = 0; round < rounds + 3; round++) {
    for (const [name, page] of Object.entries(pages)) {
      const t0 = performance.now();
      const answer = await call<{ items: AccessCode[] }>(
        `${url}/api/codes?page=${page}&pageSize=${pageSize}`,
        'GET',
        admin,
      );
      if (answer.items.length === 0) throw new Error(`page ${page} is empty`);
      if (round >= 3) times[name]!.push(performance.now() - t0);
    }
  }
  const p50 = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, percentile(list, 0.5)]));
  const ratio = p50.last! / p50.first!;
  section(results, 'codePages')[label] = { codes: total, p50, lastToFirst: ratio };
  console.log(`\n6. GET /api/codes on ${total.toLocaleString('en')} codes, ${pageSize} per page, ${label}`);
  console.table(
    Object.fromEntries(
      Object.entries(pages).map(([name, page]) => [
        `${name} page (${page})`,
        { p50: ms(p50[name]!), p95: ms(percentile(times[name]!, 0.95)) },
      ]),
    ),
  );
  console.log(`   last page / first page: ${ratio.toFixed(2)}x (target <= 1.5x)`);
  await running.close();
}

export async function tokenBenchmarks(results: Record<string, unknown>, quick: boolean): Promise<void> {
  await onBoth((label, env) => tokenList(results, quick, label, env));
  await redemptions(results, quick);
  await onBoth((label, env) => codePages(results, quick, label, env));
}
