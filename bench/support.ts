import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { ReadModel } from '@et/contracts';
import { buildEmbeddedApp } from '@et/gateway';
import { type Collection, type Document, loadConfig } from '@et/platform';
import { createTestDatabase } from '@et/platform/testing';
import type { LoadResult } from './load';

const here = path.dirname(new URL(import.meta.url).pathname);

export const benchAdmin = { username: 'benchadmin', password: 'bench-admin-password-1' };

/** Puts every thread of process `pid` on the CPUs listed (`0`, `0-1`); false where `taskset` (util-linux) is missing. */
function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

let pinned = false;

/**
 * Runs a throughput comparison with the server (this process) on CPU 0 and each load generator on
 * CPU 1, on a machine with two or more: left to the scheduler, both land on one core now and then,
 * and one round's figure swings by a third (seen here on two cores). Both sides of the comparison
 * run pinned alike; afterwards the server has every CPU again. Says how it ran.
 */
export async function pinnedWhile<T>(run: () => Promise<T>): Promise<T> {
  const cpus = os.cpus().length;
  pinned = cpus >= 2 && pin(process.pid, '0');
  console.log(pinned ? '   (server on CPU 0, load generator on CPU 1)' : '   (not pinned to CPUs)');
  try {
    return await run();
  } finally {
    if (pinned) pin(process.pid, `0-${cpus - 1}`);
    pinned = false;
  }
}

/** Load from autocannon in its own process, so it does not share the server's event loop. */
export function runLoad(
  url: string,
  headers: Record<string, string>,
  durationMs: number,
  connections = 32,
): Promise<LoadResult> {
  const child = fork(path.join(here, 'load.ts'), [], { execArgv: ['--import', 'tsx'] });
  if (pinned && child.pid !== undefined) pin(child.pid, '1');
  child.send({ url, headers, connections, durationMs });
  return once(child, 'message').then(([result]) => result as LoadResult);
}

export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** The embedded app (every service in this process) on the given stores, with the bench admin. */
export async function startApp(env: Record<string, string>) {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    SECRET: 'bench-secret-bench-secret-bench-secret-0',
    ADMIN_USERNAME: benchAdmin.username,
    ADMIN_PASSWORD: benchAdmin.password,
    ...env,
  });
  const running = await buildEmbeddedApp(config, { serveFrontend: false, bootstrapAdmin: true });
  const url = await running.app.listen({ port: 0, host: '127.0.0.1' });
  return { running, url };
}

/** Registers; `ip` is sent as X-Forwarded-For (apps with TRUST_PROXY throttle per address). */
export async function register(
  url: string,
  username: string,
  ip?: string,
): Promise<{ cookie: string; id: number }> {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench-password-1' }),
  });
  const body = (await response.json()) as { id: number };
  if (!response.ok) throw new Error(`register ${username}: ${response.status} ${JSON.stringify(body)}`);
  return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!, id: body.id };
}

export async function login(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** A JSON call with a cookie; throws on a non-2xx answer. */
export async function call<T = unknown>(
  url: string,
  method: string,
  cookie: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A frequency as the admin creates it. */
export const frequency = {
  nameDE: 'Liebe',
  descriptionDE: 'Die Frequenz der Liebe',
  nameEN: 'Love',
  descriptionEN: 'The frequency of love',
  color: 'gold' as const,
};

export type Running = Awaited<ReturnType<typeof startApp>>['running'];

/** Writes documents straight into a live read model, in transactions of 5,000 (seeding only). */
export async function seed<T extends Document>(
  running: Running,
  model: ReadModel<T>,
  count: number,
  make: (i: number) => T,
) {
  for (let start = 0; start < count; start += 5000) {
    await running.stores.documents.transaction(async (tx) => {
      const target: Collection<T> = running.readModels.collection(model, tx);
      for (let i = start; i < Math.min(count, start + 5000); i++) await target.upsert(make(i));
    });
  }
}

/** The part of the results one benchmark fills, by store. */
export function section(results: Record<string, unknown>, name: string): Record<string, unknown> {
  results[name] ??= {};
  return results[name] as Record<string, unknown>;
}

/** Embedded (PGlite in memory; skipped with `--postgres-only`), then on PostgreSQL; `run` gets the app and a fresh database. */
export async function onBoth(run: (label: string, env: Record<string, string>) => Promise<void>) {
  if (!process.argv.includes('--postgres-only')) await run('embedded (PGlite)', { DATA_DIR: 'memory:' });
  const database = await createTestDatabase();
  try {
    await run('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}
