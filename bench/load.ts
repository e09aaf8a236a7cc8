import autocannon from 'autocannon';

/**
 * Load from its own process (forked by run.ts), so the generator does not share the server's
 * event loop: autocannon with `connections` keep-alive connections for `durationMs`.
 */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationMs: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections, duration: durationMs / 1000 });
  return {
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    seconds: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

if (process.send) {
  process.once(
    'message',
    async (message: {
      url: string;
      headers: Record<string, string>;
      connections: number;
      durationMs: number;
    }) => {
      const result = await load(message.url, message.headers, message.connections, message.durationMs);
      process.send!(result);
      process.exit(0);
    },
  );
}
