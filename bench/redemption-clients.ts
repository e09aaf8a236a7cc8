import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import type { AccessCode, EnergyToken, LiveMessage } from '@et/contracts';
import { WebSocket } from 'ws';

/**
 * The redeeming clients of benchmark 5, in their own process (forked by redemptions.ts) like a
 * load test from outside: in the server's process they took a sixth of its event loop. Each
 * client redeems its codes one after another and waits for the owner's `/ws` message of each;
 * every fifth redemption it also waits until the admin's code list shows the code as used.
 */
export interface RedemptionClients {
  url: string;
  admin: string;
  frequencyId: number;
  users: { cookie: string; ip: string }[];
  /** Client k redeems codes[n * users.length + k]. */
  codes: string[];
}

export interface RedemptionTimes {
  seconds: number;
  failures: number;
  toWs: number[];
  toAdminList: number[];
  /** Busy CPU time of the whole machine (clients, app, database) in the window, in ms. */
  machineCpuMs: number;
}

/** Busy milliseconds of all cores since boot: a steadier figure than a rate on a shared machine. */
const busyMs = () =>
  cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/** Keep-alive connections, one per client, and `http.request`: fetch took twice the CPU per call. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function call(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function openSocket(url: string, cookie: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie, origin: url } });
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
  return { socket, wsAt };
}

export async function redeemAll({ url, admin, frequencyId, users, codes }: RedemptionClients) {
  const sockets = await Promise.all(users.map((user) => openSocket(url, user.cookie)));
  const perClient = codes.length / users.length;
  const times: RedemptionTimes = { seconds: 0, failures: 0, toWs: [], toAdminList: [], machineCpuMs: 0 };
  const started = performance.now();
  const busyBefore = busyMs();
  await Promise.all(
    users.map(async (user, k) => {
      for (let n = 0; n < perClient; n++) {
        const code = codes[n * users.length + k]!;
        const sent = performance.now();
        const response = await call(
          `${url}/api/codes/${code}/redeem`,
          'POST',
          { cookie: user.cookie, 'content-type': 'application/json', 'x-forwarded-for': user.ip },
          JSON.stringify({ frequencyId }),
        );
        const token = response.json as EnergyToken;
        if (response.status !== 201) {
          if (times.failures++ === 0)
            console.log(`   first failure: ${response.status} ${JSON.stringify(token)}`);
          continue;
        }
        const ws = await sockets[k]!.wsAt(token.id);
        if (!Number.isNaN(ws)) times.toWs.push(Math.max(0, ws - sent));
        if (n % 5 === 0) await untilListed(url, admin, code, sent, times);
      }
    }),
  );
  times.seconds = (performance.now() - started) / 1000;
  times.machineCpuMs = busyMs() - busyBefore;
  for (const { socket } of sockets) socket.close();
  return times;
}

/** The admin's list, as the admin tab reads it after CODE_REDEEMED. */
async function untilListed(url: string, admin: string, code: string, sent: number, times: RedemptionTimes) {
  for (;;) {
    const page = (await call(`${url}/api/codes?search=${code}`, 'GET', { cookie: admin })).json as {
      items: AccessCode[];
    };
    if (page.items[0]?.isUsed) break;
  }
  times.toAdminList.push(performance.now() - sent);
}

if (process.send) {
  process.once('message', async (message: RedemptionClients) => {
    process.send!(await redeemAll(message), () => process.exit(0));
  });
}
