import { type EnergyToken, tokenModels } from '@et/contracts';
import Fastify from 'fastify';
import { codePages } from './code-pages';
import { compareRoutes, percent, printFigures, shareOf } from './compare';
import { redemptionBenchmarks } from './redemptions';
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
  seed,
  startApp,
} from './support';

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
  const admin = await login(url, benchAdmin.username, benchAdmin.password);
  const { id: frequencyId } = await call<{ id: number }>(`${url}/api/frequencies`, 'POST', admin, frequency);
  // 99,990 tokens of 9,999 other users straight into the read model; our user's 10 for real.
  await seed(running, tokenModels.energyTokens, total - 10, (i) => ({
    id: 1_000_000 + i,
    name: `Energy Token ${i + 1}`,
    userId: 100_000 + (i % 9_999),
    frequencyId,
    frequency,
    isActive: i % 3 === 0,
    code: String(100000 + i),
    createdAt: now,
    updatedAt: now,
  }));
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
    'bare route, plain Fastify': { url: `${plainUrl}/bare`, headers: { cookie } },
  };
  const figures = await compareRoutes(targets, quick ? 3 : 7, quick ? 1500 : 2500);
  const share = shareOf(figures['GET /api/energy-tokens']!, figures['bare route, plain Fastify']!);
  const row: Record<string, unknown> = { tokens: total, figures, toPlainFastify: share };
  section(results, 'tokenList')[label] = row;
  console.log(
    `\n4. GET /api/energy-tokens, a user with 10 of ${total.toLocaleString('en')} tokens, ${label}`,
  );
  printFigures(figures);
  console.log(
    `   against the bare route (goal >= 90%): ${percent(share.requests)} of its req/s, ${percent(share.cpu)} of its CPU time per request`,
  );
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

/** 4 alone: GET /api/energy-tokens against the bare route, embedded and on PostgreSQL. */
export const tokenListBenchmarks = (results: Record<string, unknown>, quick: boolean) =>
  onBoth((label, env) => tokenList(results, quick, label, env));

export async function tokenBenchmarks(results: Record<string, unknown>, quick: boolean): Promise<void> {
  await tokenListBenchmarks(results, quick);
  await redemptionBenchmarks(results, quick);
  await onBoth((label, env) => codePages(results, quick, label, env));
}
