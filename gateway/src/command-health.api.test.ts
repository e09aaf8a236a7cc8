import { createTestDatabase, type TestDatabase } from '@et/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, until } from './testing/outage-load';
import { type Service, startService, stopService, waitForHttp } from './testing/service-process';
import { testSecret } from './testing/test-app';

/** The command service as its own process has a health check load balancers can trust. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the command service’s /api/health (PostgreSQL)', () => {
  let database: TestDatabase;
  let command: Service | undefined;
  let health: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    health = `http://127.0.0.1:${port}/api/health`;
    command = startService('command', 'command-service/src/main.ts', {
      DATABASE_URL: database.url,
      SECRET: testSecret,
      LOG_LEVEL: 'warn',
      COMMAND_PORT: String(port),
      // Far above the health check's own limit: that limit, not the statement's, must answer.
      DATABASE_TIMEOUT_MS: '10000',
    });
    await waitForHttp(health, command);
  }, 120_000);

  afterAll(async () => {
    if (command) await stopService(command);
    await database?.drop();
  }, 30_000);

  it('answers 200 while the stores answer and 503 within 1.5 s while the database hangs', async () => {
    const healthy = await fetch(health);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: 'ok' });

    // Reading the events table now waits for this transaction, as it would for a hung database.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      const hung = await fetch(health);
      const ms = performance.now() - started;
      expect(hung.status).toBe(503);
      expect(hung.headers.get('retry-after')).toBe('5');
      expect(await hung.json()).toEqual({ status: 'unavailable' });
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(2000);
      await locker.query('ROLLBACK');
    } finally {
      await locker.end();
    }
    await until(async () => ((await fetch(health)).status === 200 ? true : undefined), 5000, 'health 200');
  }, 30_000);
});
