import { expect } from 'vitest';
import { type Answer, defaultPassword, type TestApp } from './test-app';

/** Shared by the throttle tests: attempts, and what their answers say. */
export const wrong = (username: string) => ({ username, password: 'wrong-password-1' });
export const right = (username: string, password = defaultPassword) => ({ username, password });

/** How many answers had each status, e.g. `{ 401: 10, 429: 50 }`. */
export function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A 429 whose Retry-After asks for a wait of at most `atMostSeconds`. */
export function expectThrottled(answer: Answer, atMostSeconds: number): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

/** Guesses from `count` addresses of their own, all at once. */
export function guessesFromElsewhere(app: TestApp, username: string, count: number): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, () => app.client().post('/api/login', wrong(username))));
}
