import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { until } from './outage-load';
import { type Service, startService, stopService } from './service-process';

/** A process of the split deployment, as `scripts/start-split.ts` records it. */
interface SplitProcess {
  name: string;
  pid: number;
  port: number;
}

export type ProcessName = 'gateway' | 'command' | 'query-1' | 'query-2' | 'projections-1' | 'projections-2';

/** The deployment `npm run start:split` starts, run as its own process by a test. */
export interface SplitDeployment {
  /** The gateway, as clients reach it. */
  url: string;
  split: Service;
  /** Every line the deployment printed so far (each prefixed with its process's name). */
  output(): string;
  process(name: ProcessName): SplitProcess;
  /** Kills the process with SIGKILL; start:split starts it again a second later. */
  kill(name: ProcessName): SplitProcess;
  /** Resolves once the process answers 200 on its health again (after a restart, with a new pid). */
  healthy(name: ProcessName, notPid?: number): Promise<void>;
  /** The projections process that leads (works) now. */
  leader(): Promise<ProcessName>;
  stop(): Promise<void>;
}

/** Starts `scripts/start-split.ts` with `env` (DATABASE_URL, PORT, …) and waits for the gateway. */
export async function startSplitDeployment(env: Record<string, string>): Promise<SplitDeployment> {
  const stateFile = path.join(tmpdir(), `split-${process.pid}-${Date.now()}.json`);
  const split = startService('split', 'scripts/start-split.ts', { ...env, SPLIT_STATE_FILE: stateFile });
  const output = () => split.output.join('');
  await until(
    async () => {
      if (split.child.exitCode !== null) throw new Error(`start:split exited:\n${output()}`);
      return output().includes('[split] gateway on') ? true : undefined;
    },
    180_000,
    'the split deployment up',
  ).catch((error) => {
    throw new Error(`${(error as Error).message}\n${output()}`);
  });
  const processes = () =>
    (JSON.parse(readFileSync(stateFile, 'utf8')) as { services: SplitProcess[] }).services;
  const find = (name: ProcessName) => {
    const found = processes().find((p) => p.name === name);
    if (!found) throw new Error(`no ${name} in ${stateFile}`);
    return found;
  };
  const health = async (port: number) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return { status: answer.status, body: (await answer.json()) as { role?: string } };
  };
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    split,
    output,
    process: find,
    kill(name) {
      const target = find(name);
      process.kill(target.pid, 'SIGKILL');
      return target;
    },
    async healthy(name, notPid) {
      await until(
        async () => {
          const current = find(name);
          if (current.pid === notPid) return undefined;
          return (await health(current.port)).status === 200 ? true : undefined;
        },
        120_000,
        `${name} healthy again`,
      );
    },
    async leader() {
      return until(
        async () => {
          for (const name of ['projections-1', 'projections-2'] as const) {
            const answer = await health(find(name).port).catch(() => undefined);
            if (answer?.body.role === 'leader') return name;
          }
          return undefined;
        },
        30_000,
        'a projections process leading',
      );
    },
    stop: () => stopService(split),
  };
}
