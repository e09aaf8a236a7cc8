import { loadConfig } from '@et/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProxyGateway, queryServiceUrls } from './proxy';

/** A stand-in service that answers which one it is. */
async function startService(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.get('/api/whoami', async () => ({ name }));
  app.post('/api/whoami', async () => ({ name, method: 'POST' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('the gateway in front of several query services', () => {
  let queryA: Awaited<ReturnType<typeof startService>>;
  let queryB: Awaited<ReturnType<typeof startService>>;
  let command: Awaited<ReturnType<typeof startService>>;
  let gateway: FastifyInstance;
  let url: string;
  /** A port nothing listens on: a query service that is down. */
  let downUrl: string;

  beforeAll(async () => {
    [queryA, queryB, command] = await Promise.all([startService('A'), startService('B'), startService('C')]);
    const probe = await startService('gone');
    downUrl = probe.url;
    await probe.app.close();
    const config = loadConfig({ DATA_DIR: 'memory:', LOG_LEVEL: 'silent' });
    gateway = await buildProxyGateway(config, {
      commandUrl: command.url,
      queryUrl: `${queryA.url},${downUrl},${queryB.url}/`,
    });
    url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([queryA, queryB, command].map((service) => service?.app.close()));
  });

  const whoami = async () => {
    const answer = await fetch(`${url}/api/whoami`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { name: string }).name;
  };

  it('spreads queries over the services in turn, passing over one that is down', async () => {
    const names: string[] = [];
    for (let i = 0; i < 9; i++) names.push(await whoami());
    // A, (down → B), B, A, (down → B), B, …: every query answered, both services used.
    expect(names).toEqual(['A', 'B', 'B', 'A', 'B', 'B', 'A', 'B', 'B']);
  });

  it('sends commands to the command service', async () => {
    const answer = await fetch(`${url}/api/whoami`, { method: 'POST' });
    expect(await answer.json()).toEqual({ name: 'C', method: 'POST' });
  });

  it('keeps answering from the service left when another stops, and fails only when none is left', async () => {
    await queryB.app.close();
    const names = new Set<string>();
    for (let i = 0; i < 6; i++) names.add(await whoami());
    expect([...names]).toEqual(['A']);
    await queryA.app.close();
    const answer = await fetch(`${url}/api/whoami`);
    expect(answer.status).toBeGreaterThanOrEqual(500);
  });
});

describe('query service URLs', () => {
  it('reads one or several, comma-separated, and refuses none', () => {
    expect(queryServiceUrls('http://q1:3002')).toEqual(['http://q1:3002']);
    expect(queryServiceUrls('http://q1:3002/, http://q2:3002')).toEqual(['http://q1:3002', 'http://q2:3002']);
    expect(queryServiceUrls(['http://q1:3002'])).toEqual(['http://q1:3002']);
    expect(() => queryServiceUrls(' , ')).toThrow();
  });
});
