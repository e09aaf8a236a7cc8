import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { streamPrefixPattern } from './event-store/esdb-stream-prefix';

const url = (name: string) =>
  z
    .string()
    .refine((value) => URL.canParse(value), `${name} must be a URL, e.g. postgres://user@host:5432/db`);

const namePattern = '[A-Za-z0-9._~%-]+';
const ipv6Pattern = String.raw`\[[0-9A-Fa-f:.]+\]`;
const hostList = (host: string) => new RegExp(`^${host}(?::\\d{1,5})?(?:,${host}(?::\\d{1,5})?)*$`);
/** Per scheme, as its driver reads it: EventStoreDB's parser knows no IPv6 literals. */
const hostsByScheme: Record<string, RegExp> = {
  esdb: hostList(namePattern),
  'esdb+discover': hostList(namePattern),
  mongodb: hostList(`(?:${ipv6Pattern}|${namePattern})`),
  'mongodb+srv': new RegExp(`^${namePattern}$`),
};

/**
 * A driver connection string: `scheme://[user[:password]@]host[:port][,host[:port]…][/path][?options]`.
 * Unlike a URL it may name several hosts (a cluster, a replica set), which `URL` refuses; an SRV
 * (`mongodb+srv`) name is one host without a port, as the driver demands.
 */
export function isConnectionString(value: string, schemes: readonly string[]): boolean {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(?:([^@/?#]*)@)?([^@/?#]*)([/?#].*)?$/.exec(value);
  if (!match || !schemes.includes(match[1]!.toLowerCase())) return false;
  const [, scheme, , hosts = '', rest = ''] = match;
  const pattern = hostsByScheme[scheme!.toLowerCase()];
  return !!pattern?.test(hosts) && URL.canParse(`http://host${rest}`);
}

const connectionString = (name: string, schemes: readonly string[], example: string) =>
  z
    .string()
    .refine(
      (value) => isConnectionString(value, schemes),
      `${name} must be a ${schemes.join(' or ')} connection string, e.g. ${example}`,
    );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The services' own ports when they run as separate processes; PORT is the gateway's, the edge.
  COMMAND_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  QUERY_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  PROJECTIONS_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url('DATABASE_URL').optional(),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  DATABASE_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
  EVENTSTORE_URL: connectionString(
    'EVENTSTORE_URL',
    ['esdb', 'esdb+discover'],
    'esdb://host:2113?tls=false or esdb://a:2113,b:2113,c:2113',
  ).optional(),
  EVENTSTORE_STREAM_PREFIX: z
    .string()
    .regex(
      streamPrefixPattern,
      'EVENTSTORE_STREAM_PREFIX must be 1 to 40 letters, digits, "_" or "-" (streams become <prefix>.<stream>)',
    )
    .optional(),
  MONGODB_URL: connectionString(
    'MONGODB_URL',
    ['mongodb', 'mongodb+srv'],
    'mongodb://host:27017/db or mongodb://a:27017,b:27017/db?replicaSet=rs0',
  ).optional(),
  ADMIN_USERNAME: z.string().min(1).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must have at least 6 characters').max(256).optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  SECRET: z.string().min(32, 'SECRET must have at least 32 characters').optional(),
  // The number of proxies in front of this process whose X-Forwarded-For entries count; `true` is one.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, 'TRUST_PROXY must be true, false or the number of proxies in front (0-9)')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  /** Ports of the services as separate processes (health only, for the projections process). */
  servicePorts: { command: number; query: number; projections: number };
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Time limit of each PostgreSQL statement and connection attempt (DATABASE_TIMEOUT_MS). */
  databaseTimeoutMs: number;
  /** How long a start waits for PostgreSQL to answer before giving up (DATABASE_WAIT_MS). */
  databaseWaitMs: number;
  eventStoreUrl?: string;
  /** Keeps this app's EventStoreDB streams apart from others' on one server. */
  eventStoreStreamPrefix?: string;
  mongodbUrl?: string;
  admin?: { username: string; password: string; email?: string };
  publicUrl: string;
  secret: string;
  /**
   * How many proxies in front of the edge (the gateway, or the embedded app) are trusted to say
   * who the client is (TRUST_PROXY): 0 means the socket's address is the client's.
   */
  trustProxy: number;
  /**
   * The environment the settings came from (empty values dropped): features read their own
   * settings from it (`parseSettings`), so one source feeds every setting of a process.
   */
  env: Readonly<Record<string, string>>;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads settings from the environment by a zod schema of its variables (defaults and checks in the
 * schema); a wrong value stops the start with a message naming the variable. The platform's own
 * settings are read so, and each feature's (`Config.env`), where the feature declares them.
 */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  env: Readonly<Record<string, string | undefined>>,
): z.output<Schema> {
  const values = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads and validates the environment; a wrong value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const source = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const e = parseSettings(envSchema, source);
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (e.EVENTSTORE_STREAM_PREFIX && !e.EVENTSTORE_URL) {
    throw new ConfigError('Invalid configuration:\n  EVENTSTORE_STREAM_PREFIX needs EVENTSTORE_URL');
  }
  // `memory:` keeps everything in memory (tests, benchmarks): nothing is written to disk.
  const inMemory = e.DATA_DIR.startsWith('memory:');
  const dataDir = inMemory ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    servicePorts: { command: e.COMMAND_PORT, query: e.QUERY_PORT, projections: e.PROJECTIONS_PORT },
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    eventStoreUrl: e.EVENTSTORE_URL,
    eventStoreStreamPrefix: e.EVENTSTORE_STREAM_PREFIX,
    mongodbUrl: e.MONGODB_URL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL }
        : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secret: e.SECRET ?? (inMemory ? randomBytes(32).toString('base64url') : generatedSecret(dataDir)),
    trustProxy: e.TRUST_PROXY ?? 0,
    env: source,
    logLevel: e.LOG_LEVEL,
  };
}

/** A secret made once and kept in DATA_DIR, so sessions survive restarts of one instance. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
