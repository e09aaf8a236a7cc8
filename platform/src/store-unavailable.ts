/**
 * Whether an error means "the database cannot be reached right now" rather than "this request is
 * wrong": connection refused or lost, a time limit hit, the server shutting down or starting up.
 * Such errors become 503 with Retry-After; a client may simply try again.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isStoreUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors: nobody listens, the peer went away, the network is gone. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: 08 connection exception; 53 insufficient resources (too many connections,
 * disk full); 57P01-57P05 admin/crash shutdown, cannot connect now, idle session timeout; 57014 a
 * statement cancelled by its time limit; 25P03 idle-in-transaction timeout.
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('57P') ||
    code === '57014' ||
    code === '25P03'
  );
}

/** What `pg` and `pg-pool` throw when a connection breaks or a time limit passes. */
const pgClientMessages = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** MongoDB driver and EventStoreDB client errors of the same kind. */
const driverErrorNames = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoTopologyClosedError',
  'MongoOperationTimeoutError',
]);
const esdbErrorTypes = new Set(['unavailable', 'deadline-exceeded', 'timeout']);

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message, type } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    type?: unknown;
  };
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && 'severity' in error && isUnavailableSqlState(code)) return true;
  }
  if (typeof name === 'string' && driverErrorNames.has(name)) return true;
  if (typeof type === 'string' && esdbErrorTypes.has(type)) return true;
  return typeof message === 'string' && pgClientMessages.some((pattern) => pattern.test(message));
}

/** The database did not answer within the time a start waits for it. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
