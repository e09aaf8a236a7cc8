import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { randomDigits } from '@et/command-service/testing';
import { codeStreams } from '@et/contracts';
import { createTestDatabase } from '@et/platform/testing';
import pg from 'pg';
import type { RedemptionClients, RedemptionTimes } from './redemption-clients';
import {
  benchAdmin,
  call,
  frequency,
  login,
  ms,
  onBoth,
  percentile,
  register,
  section,
  startApp,
} from './support';

const here = path.dirname(new URL(import.meta.url).pathname);

/** The clients run in a process of their own, as a load test from outside would. */
async function runClients(clients: RedemptionClients): Promise<RedemptionTimes> {
  const child = fork(path.join(here, 'redemption-clients.ts'), [], { execArgv: ['--import', 'tsx'] });
  child.send(clients);
  const [times] = await once(child, 'message');
  return times as RedemptionTimes;
}

async function analyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

function distinctCodes(count: number): Set<string> {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomDigits());
  return codes;
}

/** 5. Redemptions per second, 50 clients at once, each code once; to the owner's /ws and the admin's list. */
async function redemptions(
  results: Record<string, unknown>,
  quick: boolean,
  label: string,
  env: Record<string, string>,
) {
  const { running, url } = await startApp({
    ...env,
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
    const perClient = quick ? 10 : 100;
    const clients = 50;
    // Six random digits, as generated codes are (sequential ones share their first digits, which
    // a search index does not like); straight into their streams, then projected.
    const codes = [...distinctCodes(clients * perClient)];
    let last = null as null | Awaited<ReturnType<typeof running.stores.events.append>>;
    for (const code of codes)
      last = await running.stores.events.append(
        codeStreams.code(code),
        [{ type: 'CodeCreated', data: { code, origin: 'generated' } }],
        0,
      );
    await running.progress.waitFor(last!.position, 60_000);
    // Statistics, as autovacuum gathers them within a minute: without them a table filled a
    // moment ago is planned as if it were empty (a full scan per search).
    if (env.DATABASE_URL) await analyze(env.DATABASE_URL);

    const users = await Promise.all(
      Array.from({ length: clients }, async (_, k) => {
        const ip = `198.51.100.${k + 1}`;
        const { cookie } = await register(url, `redeem${k}x${Date.now() % 10000}`, ip);
        return { cookie, ip };
      }),
    );
    const { seconds, failures, toWs, toAdminList, machineCpuMs } = await runClients({
      url,
      admin,
      frequencyId,
      users,
      codes,
    });
    const row = {
      redemptions: codes.length - failures,
      failures,
      perSecond: (codes.length - failures) / seconds,
      cpuMsPerRedemption: machineCpuMs / (codes.length - failures),
      toOwnerWs: { p50: percentile(toWs, 0.5), p95: percentile(toWs, 0.95), received: toWs.length },
      toAdminList: { p50: percentile(toAdminList, 0.5), p95: percentile(toAdminList, 0.95) },
    };
    section(results, 'redemptions')[label] = row;
    console.log(`\n5. Redemptions, ${label}: ${clients} clients at once, ${codes.length} codes, each once`);
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
    console.log(
      `   ${row.cpuMsPerRedemption.toFixed(2)} ms of CPU per redemption (the whole machine: clients, app and database)`,
    );
  } finally {
    await running.close();
  }
}

/**
 * This machine's limit for the same kind of work, measured in the same run: 50 clients, each
 * transaction appending one event row (unique stream and version) and upserting one JSONB
 * document, straight through node-postgres.
 */
async function rawSqlLimit(seconds: number): Promise<number> {
  const database = await createTestDatabase();
  const clients = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return client;
    }),
  );
  try {
    await clients[0]!.query(`
      CREATE TABLE raw_events (position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream_id text NOT NULL, stream_version integer NOT NULL, data jsonb NOT NULL,
        UNIQUE (stream_id, stream_version));
      CREATE TABLE raw_docs (id text PRIMARY KEY, data jsonb NOT NULL)`);
    let pairs = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      clients.map(async (client, k) => {
        for (let n = 1; performance.now() < until; n++) {
          const data = JSON.stringify({ code: `${k}-${n}`, userId: k, tokenId: n });
          await client.query('BEGIN');
          await client.query('INSERT INTO raw_events (stream_id, stream_version, data) VALUES ($1, 1, $2)', [
            `code-${k}-${n}`,
            data,
          ]);
          await client.query(
            'INSERT INTO raw_docs (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data',
            [`${k}-${n}`, data],
          );
          await client.query('COMMIT');
          pairs++;
        }
      }),
    );
    return pairs / seconds;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
    await database.drop();
  }
}

export async function redemptionBenchmarks(results: Record<string, unknown>, quick: boolean) {
  await onBoth((label, env) => redemptions(results, quick, label, env));
  const limit = await rawSqlLimit(quick ? 3 : 10);
  const ours = (section(results, 'redemptions').PostgreSQL as { perSecond: number }).perSecond;
  section(results, 'redemptions').rawSqlPairsPerSecond = limit;
  console.log(
    `   raw SQL on this machine (50 clients, one event row + one JSONB upsert per transaction): ${Math.round(limit)}/s; redemptions on PostgreSQL reach ${((ours / limit) * 100).toFixed(1)}% of it (target: >= 1,000/s)`,
  );
}
