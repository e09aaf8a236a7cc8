import type { LoadResult } from './load';
import { ms, percentile, pinnedWhile, runLoad } from './support';

export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** One target's figures: medians over the rounds, each figure on its own. */
export interface RouteFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time per answered request (this process, every thread), in microseconds. */
  cpuUs: number;
}

const middle = (values: number[]) => percentile(values, 0.5);

/**
 * Loads each target in turn, `rounds` times over (after a warm-up), pinned to CPUs, so background
 * noise hits every side alike; per target the median of each figure. Two figures compare a route
 * with a bare one: requests per second, which on a small machine also counts the load generator's
 * work on our longer answers (headers), and the server's CPU time per request, which is what a
 * server that is the bottleneck can answer.
 */
export async function compareRoutes(
  targets: Record<string, Target>,
  rounds: number,
  roundMs: number,
): Promise<Record<string, RouteFigures>> {
  const runs = new Map<string, { load: LoadResult; cpuUs: number }[]>();
  await pinnedWhile(async () => {
    for (const [name, target] of Object.entries(targets)) {
      await runLoad(target.url, target.headers, 1000);
      runs.set(name, []);
    }
    for (let round = 0; round < rounds; round++)
      for (const [name, target] of Object.entries(targets)) {
        const before = process.cpuUsage();
        const load = await runLoad(target.url, target.headers, roundMs);
        const used = process.cpuUsage(before);
        runs.get(name)!.push({ load, cpuUs: (used.user + used.system) / Math.max(1, load.requests) });
      }
  });
  return Object.fromEntries(
    [...runs].map(([name, list]) => [
      name,
      {
        rps: middle(list.map((run) => run.load.rps)),
        p50: middle(list.map((run) => run.load.p50)),
        p99: middle(list.map((run) => run.load.p99)),
        errors: list.reduce((sum, run) => sum + run.load.errors, 0),
        cpuUs: middle(list.map((run) => run.cpuUs)),
      },
    ]),
  );
}

/** How `ours` compares with `bare`: its share of the bare req/s, and of the bare CPU cost. */
export function shareOf(ours: RouteFigures, bare: RouteFigures) {
  return { requests: ours.rps / bare.rps, cpu: bare.cpuUs / ours.cpuUs };
}

export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function printFigures(figures: Record<string, RouteFigures>): void {
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([name, r]) => [
        name,
        {
          'req/s': Math.round(r.rps),
          'CPU µs/req': r.cpuUs.toFixed(1),
          p50: ms(r.p50),
          p99: ms(r.p99),
          errors: r.errors,
        },
      ]),
    ),
  );
}
