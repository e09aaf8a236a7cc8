import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (Debian's postgresql-common tools), so the test can stop,
 * start and freeze a server without touching the one everybody else uses.
 */
export interface OwnCluster {
  readonly port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication). */
  url(database?: string): string;
  start(): Promise<void>;
  /** `pg_ctlcluster … stop -m fast`: clients get 57P01, then connection refused. */
  stop(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections open, nothing answers. */
  freeze(): Promise<void>;
  thaw(): void;
  /** Stops and removes the cluster (thawing it first). */
  drop(): Promise<void>;
}

function postgresVersion(): string | undefined {
  if (!existsSync('/usr/lib/postgresql')) return undefined;
  return readdirSync('/usr/lib/postgresql')
    .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))[0];
}

/** Why a cluster of one's own cannot be made here, or undefined when it can. */
export function ownClusterUnavailable(): string | undefined {
  if (!existsSync('/usr/bin/pg_createcluster')) return 'pg_createcluster is missing (postgresql-common)';
  if (!postgresVersion()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (process.getuid?.() !== 0) return 'creating and signalling a cluster needs root';
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Creates and starts a throwaway cluster on a free port; `drop()` removes it. */
export async function createOwnCluster(): Promise<OwnCluster> {
  const version = postgresVersion();
  if (!version) throw new Error('no PostgreSQL server binaries');
  const name = `et_outage_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  await run('pg_createcluster', [
    version,
    name,
    '-p',
    String(port),
    '--start-conf=manual',
    '-o',
    'fsync=off',
    '--',
    '--auth=trust',
  ]);
  const dataDir = `/var/lib/postgresql/${version}/${name}`;
  const postmasterPid = () => Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const childrenOf = async (pid: number) => {
    const { stdout } = await run('ps', ['--ppid', String(pid), '-o', 'pid=']);
    return stdout.split('\n').filter(Boolean).map(Number);
  };
  let frozen: number[] = [];
  const cluster: OwnCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await run('pg_ctlcluster', [version, name, 'start']);
    },
    stop: async () => {
      await run('pg_ctlcluster', [version, name, 'stop', '-m', 'fast']);
    },
    freeze: async () => {
      // The postmaster first, so it forks no new backend while the others are being stopped.
      const postmaster = postmasterPid();
      process.kill(postmaster, 'SIGSTOP');
      frozen.push(postmaster);
      for (const pid of await childrenOf(postmaster)) {
        process.kill(pid, 'SIGSTOP');
        frozen.push(pid);
      }
    },
    thaw: () => {
      for (const pid of frozen) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone already
        }
      }
      frozen = [];
    },
    drop: async () => {
      cluster.thaw();
      await run('pg_dropcluster', [version, name, '--stop']);
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await run('pg_dropcluster', [version, name, '--stop']).catch(() => {});
    throw error;
  }
  return cluster;
}
