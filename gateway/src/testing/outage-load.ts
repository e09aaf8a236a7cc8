import { createServer } from 'node:net';
import { translate } from '@et/contracts';
import { expect } from 'vitest';
import type { Answer, TestClient } from './test-app';

/** What users and load balancers may wait for an answer while the database is away. */
export const ANSWER_WITHIN_MS = 3000;

export interface Answered {
  what: 'write' | 'read' | 'health';
  code?: string;
  started: number;
  ms: number;
  status: number;
  message?: string;
  language: 'de' | 'en';
  retryAfter: string | null;
  eventPosition: string | null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function until<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let nextCode = 100_000;

/**
 * Light load while the database goes away and comes back: two admins creating codes (one German,
 * one English), one reading the code list, a load balancer polling /api/health.
 */
export class Load {
  readonly answers: Answered[] = [];
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly writers: TestClient[],
    private readonly reader: TestClient,
    private readonly health: TestClient,
  ) {}

  start(): void {
    for (const writer of this.writers)
      this.loops.push(
        this.loop(writer, 'write', () => {
          const code = String(nextCode++);
          return { request: writer.post('/api/codes/manual', { code }), code };
        }),
      );
    this.loops.push(
      this.loop(this.reader, 'read', () => ({ request: this.reader.get('/api/codes?pageSize=5') })),
    );
    this.loops.push(this.loop(this.health, 'health', () => ({ request: this.health.get('/api/health') })));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(
    client: TestClient,
    what: Answered['what'],
    send: () => { request: Promise<Answer>; code?: string },
  ): Promise<void> {
    while (this.running) {
      const started = Date.now();
      const { request, code } = send();
      const answer = await request;
      this.answers.push({
        what,
        code,
        started,
        ms: answer.ms,
        status: answer.status,
        message: answer.body?.message,
        language: client.options.language ?? 'de',
        retryAfter: answer.headers.get('retry-after'),
        eventPosition: answer.headers.get('x-event-position'),
      });
      await sleep(100);
    }
  }

  /** Answers to requests sent from `from` until `to` (ms since the epoch). */
  sentBetween(from: number, to: number): Answered[] {
    return this.answers.filter((answer) => answer.started >= from && answer.started < to);
  }
}

/** The outage as users saw it: nothing but 503 (or, at the edges, success), each answered in time. */
export function expectAnsweredInTimeWith503(answers: Answered[]): void {
  // Enough answers to judge: each loop waits up to 3 s per answer while the database is away.
  expect(answers.length).toBeGreaterThanOrEqual(8);
  const slow = answers.filter((answer) => answer.ms >= ANSWER_WITHIN_MS);
  expect(slow, 'answered later than 3 s').toEqual([]);
  for (const answer of answers) expect([200, 201, 503]).toContain(answer.status);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(refused.length).toBeGreaterThan(answers.length / 2);
  for (const answer of refused.filter((a) => a.what !== 'health')) {
    if (answer.eventPosition) {
      expect(answer.message).toBe(translate('savedButUnconfirmed', answer.language));
    } else {
      expect(answer.message).toBe(translate('serviceUnavailable', answer.language));
      expect(answer.retryAfter).toBe('5');
    }
  }
  for (const what of ['write', 'read', 'health'] as const)
    expect(
      refused.some((answer) => answer.what === what),
      `a 503 for ${what}`,
    ).toBe(true);
}
