import { describe, expect, it } from 'vitest';
import { generateInRequests } from './code-batch';

/** A server that makes numbered codes, `count` per request, and records what it was asked. */
function server(failAt?: number) {
  const asked: number[] = [];
  let next = 0;
  const request = async (count: number) => {
    asked.push(count);
    if (asked.length === failAt) throw new Error('Keine Verbindung');
    return { codes: Array.from({ length: count }, () => String(next++)) };
  };
  return { asked, request };
}

describe('generating codes in requests', () => {
  it('asks for at most the API’s limit per request and counts the progress', async () => {
    const { asked, request } = server();
    const progress: number[] = [];
    const made = await generateInRequests(1234, 500, request, (done) => progress.push(done));
    expect(asked).toEqual([500, 500, 234]);
    expect(progress).toEqual([500, 1000, 1234]);
    expect(made.codes).toHaveLength(1234);
    expect(new Set(made.codes).size).toBe(1234);
    expect(made.error).toBeUndefined();
  });

  it('makes a small batch in one request', async () => {
    const { asked, request } = server();
    expect((await generateInRequests(3, 500, request)).codes).toEqual(['0', '1', '2']);
    expect(asked).toEqual([3]);
  });

  it('keeps what was made when a request fails, and stops there', async () => {
    const { asked, request } = server(3);
    const made = await generateInRequests(2000, 500, request);
    expect(asked).toEqual([500, 500, 500]);
    expect(made.codes).toHaveLength(1000);
    expect((made.error as Error).message).toBe('Keine Verbindung');
  });

  it('stops between requests when told to', async () => {
    const { asked, request } = server();
    let stop = false;
    const made = await generateInRequests(
      2000,
      500,
      request,
      () => {
        stop = true;
      },
      () => stop,
    );
    expect(asked).toEqual([500]);
    expect(made.codes).toHaveLength(500);
  });

  it('stops when an answer holds no codes rather than asking for ever', async () => {
    const made = await generateInRequests(10, 5, async () => ({ codes: [] as string[] }));
    expect(made.codes).toEqual([]);
    expect(made.error).toBeInstanceOf(Error);
  });
});
