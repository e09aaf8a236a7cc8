import { once } from 'node:events';
import { createHttpApp, FORWARDED_SIGNATURE, loadConfig } from '@et/platform';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildProxyGateway } from './proxy';

const SECRET = 'forwarded-test-secret-0123456789abcdef0123';

/** A service behind the gateway that answers who it thinks the client is. */
async function startService(secret = SECRET): Promise<{ app: FastifyInstance; url: string }> {
  const app = await createHttpApp(loadConfig({ DATA_DIR: 'memory:', LOG_LEVEL: 'silent', SECRET: secret }), {
    behindGateway: true,
  });
  await app.register(websocket);
  const whoami = (request: { ip: string; host: string; protocol: string }) => ({
    ip: request.ip,
    host: request.host,
    protocol: request.protocol,
  });
  app.get('/api/whoami', async (request) => whoami(request));
  app.post('/api/whoami', async (request) => whoami(request));
  app.get('/ws', { websocket: true }, (socket, request) => {
    socket.send(JSON.stringify({ ...whoami(request), origin: request.headers.origin ?? null }));
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

async function startGateway(service: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: 'memory:', LOG_LEVEL: 'silent', SECRET, ...env });
  const gateway = await buildProxyGateway(config, { commandUrl: service, queryUrl: service });
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, url };
}

async function whoami(url: string, init: RequestInit = {}) {
  const answer = await fetch(`${url}/api/whoami`, init);
  return {
    status: answer.status,
    body: (await answer.json()) as { ip: string; host: string; protocol: string },
  };
}

describe('the client address from the gateway to the services', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  let plain: Awaited<ReturnType<typeof startGateway>>;
  let behindProxy: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    service = await startService();
    plain = await startGateway(service.url);
    behindProxy = await startGateway(service.url, { TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await Promise.all([plain?.gateway.close(), behindProxy?.gateway.close()]);
    await service?.app.close();
  });

  it('passes the socket address and drops what the client claims, for queries and commands', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' };
    const query = await whoami(plain.url, { headers: forged });
    const command = await whoami(plain.url, { method: 'POST', headers: forged });
    for (const { status, body } of [query, command]) {
      expect(status).toBe(200);
      expect(body.ip).toBe('127.0.0.1');
      // The host the client asked the gateway for, not the service's own address.
      expect(body.host).toBe(new URL(plain.url).host);
      expect(body.protocol).toBe('http');
    }
  });

  it('takes the address the trusted proxy in front added (TRUST_PROXY), not one the client wrote before it', async () => {
    const { body } = await whoami(behindProxy.url, {
      headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.44', 'x-forwarded-proto': 'https' },
    });
    expect(body.ip).toBe('192.0.2.44');
    expect(body.protocol).toBe('https');
  });

  it('counts different clients apart behind the trusted proxy', async () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 5; i++) {
      const { body } = await whoami(behindProxy.url, { headers: { 'x-forwarded-for': `192.0.2.${i}` } });
      seen.add(body.ip);
    }
    expect(seen.size).toBe(5);
  });

  it('is not fooled by a client that reaches a service directly with forwarded headers', async () => {
    const { body } = await whoami(service.url, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        [FORWARDED_SIGNATURE]: 'made-up',
      },
    });
    expect(body).toEqual({ ip: '127.0.0.1', host: new URL(service.url).host, protocol: 'http' });
  });

  it('believes only a gateway with the same SECRET', async () => {
    const stranger = await startGateway(service.url, { SECRET: 'another-secret-0123456789abcdef0123456789' });
    try {
      const { body } = await whoami(stranger.url, {});
      expect(body.host).toBe(new URL(service.url).host);
    } finally {
      await stranger.gateway.close();
    }
  });

  it('refuses a state change from a foreign origin, and lets one from the address the client used through', async () => {
    const own = await whoami(plain.url, { method: 'POST', headers: { origin: plain.url } });
    expect(own.status).toBe(200);
    const foreign = await fetch(`${plain.url}/api/whoami`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('tells the service who opened a WebSocket, with its Origin', async () => {
    const socket = new WebSocket(`${behindProxy.url.replace('http', 'ws')}/ws`, {
      headers: { 'x-forwarded-for': '192.0.2.80', origin: behindProxy.url },
    });
    const [data] = await once(socket, 'message');
    socket.close();
    expect(JSON.parse(String(data))).toEqual({
      ip: '192.0.2.80',
      host: new URL(behindProxy.url).host,
      protocol: 'http',
      origin: behindProxy.url,
    });
  });
});
