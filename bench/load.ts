import http from 'node:http';

/**
 * A small closed-loop HTTP load generator, run as its own process so it does not share the
 * server's event loop: `connections` clients each send the next request when the last answered.
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
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
