import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { SameTurnBatch } from '../sql/same-turn-batch';

// Pinned to an exact version in platform/package.json: this file relies on the library's internals.
/** What `rate-limiter-flexible` reads back from its store: the key's row, if any. */
interface StoreResult {
  rows: Array<{ points: number; expire: string | null }>;
  rowCount: number;
}

/** The library's storage calls this class replaces, and what they use (not in its type declarations). */
interface StoreCalls {
  _upsert(key: string, points: number, msDuration: number, forceExpire?: boolean): Promise<StoreResult>;
}
interface LibraryInternals {
  client: pg.Pool;
  _getTableIdentifier(): string;
  parseKey(key: string): string;
  _handleError(
    error: unknown,
    funcName: string,
    resolve: (res: RateLimiterRes) => void,
    reject: (error: unknown) => void,
    funcArgs: unknown[],
  ): void;
}
const library = RateLimiterPostgres.prototype as unknown as StoreCalls;

type Operation =
  | { op: 'get'; key: string }
  | { op: 'add'; key: string; points: number; expire: number | null };

/**
 * `rate-limiter-flexible`'s PostgreSQL limiter with its two hot storage calls batched: every
 * count taken or read in the same turn of the event loop, by any throttle of the process, is one
 * statement (a redemption reads the address's failures and takes the user's point together,
 * and gives the point back later with other redemptions). The library keeps the rules (points,
 * windows, blocks, the insurance limiter); only its round trips are shared. Each count stays
 * atomic: counts of one key in one statement are summed into one upsert, and each caller gets
 * the total as it stood after its own count, as if they had gone one by one. A read of a key
 * never shares a statement with a count of it, so it sees the counts made before it. Counts with
 * a forced expiry are rare and go on their own: `set` as the library sends it, a block keeping
 * the higher count (`_block`).
 *
 * A flood on one key (200 registrations from one address) is thus one statement, not 200 in a
 * row: in a row, the last ones would outwait the store's timeout and be counted by the insurance
 * limiter's fresh memory instead, letting too many through.
 */
export class BatchedRateLimiterPostgres extends RateLimiterPostgres {
  private static readonly batches = new WeakMap<
    pg.Pool,
    Map<string, SameTurnBatch<Operation, StoreResult>>
  >();

  private batch(): SameTurnBatch<Operation, StoreResult> {
    const self = this as unknown as LibraryInternals;
    let byTable = BatchedRateLimiterPostgres.batches.get(self.client);
    if (!byTable) {
      byTable = new Map();
      BatchedRateLimiterPostgres.batches.set(self.client, byTable);
    }
    const table = self._getTableIdentifier();
    let batch = byTable.get(table);
    if (!batch) {
      batch = new SameTurnBatch((operations) => countTogether(self.client, table, operations), {
        accepts: (taken, next) =>
          !taken.some(
            (operation) => operation.key === next.key && (operation.op === 'get' || next.op === 'get'),
          ),
      });
      byTable.set(table, batch);
    }
    return batch;
  }

  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoreResult> {
    if (forceExpire) return library._upsert.call(this, key, points, msDuration, forceExpire);
    const expire = msDuration > 0 ? Date.now() + msDuration : null;
    return this.batch().add({ op: 'add', key, points, expire });
  }

  async _get(key: string): Promise<StoreResult | null> {
    const result = await this.batch().add({ op: 'get', key });
    return result.rowCount === 0 ? null : result;
  }

  /**
   * The library blocks a key with the total its crossing count saw. Summed with others of its
   * statement, that total may be below the key's: the higher one stays (blocked either way, but
   * a lower count plus a few refunds would open the key again).
   */
  _block(rlKey: string, initPoints: number, msDuration: number, options = {}): Promise<RateLimiterRes> {
    const self = this as unknown as LibraryInternals;
    const table = self._getTableIdentifier();
    const now = Date.now();
    return new Promise((resolve, reject) => {
      self.client
        .query(
          `INSERT INTO ${table} AS counts (key, points, expire) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET expire = EXCLUDED.expire,
             points = GREATEST(CASE WHEN counts.expire <= $4 THEN 0 ELSE counts.points END, EXCLUDED.points)`,
          [rlKey, initPoints, msDuration > 0 ? now + msDuration : null, now],
        )
        .then(() => resolve(new RateLimiterRes(0, msDuration > 0 ? msDuration : -1, initPoints)))
        .catch((error: unknown) =>
          self._handleError(error, 'block', resolve, reject, [
            self.parseKey(rlKey),
            msDuration / 1000,
            options,
          ]),
        );
    });
  }
}

/**
 * The library's upsert and get for many keys in one statement. The counts of one key are summed
 * into one row, whose expiry is the first count's; a key read is not counted in the same statement.
 * Rows are taken in key order: two instances counting the same keys in another order would each
 * hold one and wait for the other's, and PostgreSQL would end one of them after a second (its
 * deadlock timeout) with an error, which the insurance limiter's fresh memory then let through.
 */
async function countTogether(pool: pg.Pool, table: string, operations: Operation[]): Promise<StoreResult[]> {
  const summed = new Map<string, { points: number; expire: number | null }>();
  const gets: string[] = [];
  for (const operation of operations) {
    if (operation.op === 'get') gets.push(operation.key);
    else {
      const sum = summed.get(operation.key);
      if (sum) sum.points += operation.points;
      else summed.set(operation.key, { points: operation.points, expire: operation.expire });
    }
  }
  const now = Date.now();
  const result = await pool.query<{ key: string; points: number; expire: string | null }>(
    `WITH added AS (
       INSERT INTO ${table} AS counts (key, points, expire)
       SELECT * FROM unnest($1::text[], $2::integer[], $3::bigint[]) AS counted (key, points, expire)
       ORDER BY key
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN counts.expire <= $4 THEN EXCLUDED.points ELSE counts.points + EXCLUDED.points END,
         expire = CASE WHEN counts.expire <= $4 THEN EXCLUDED.expire ELSE counts.expire END
       RETURNING key, points, expire
     )
     SELECT key, points, expire FROM added
     UNION ALL
     SELECT key, points, expire FROM ${table} WHERE key = ANY($5::text[]) AND (expire > $4 OR expire IS NULL)`,
    [
      [...summed.keys()],
      [...summed.values()].map((sum) => sum.points),
      [...summed.values()].map((sum) => sum.expire),
      now,
      gets,
    ],
  );
  const rows = new Map(result.rows.map((row) => [row.key, row]));
  // Walking backwards, each count's total is the final one less the counts made after it.
  const after = new Map<string, number>();
  const answers: StoreResult[] = [];
  for (const operation of [...operations].reverse()) {
    const row = rows.get(operation.key);
    if (!row) answers.push({ rows: [], rowCount: 0 });
    else if (operation.op === 'get') answers.push({ rows: [row], rowCount: 1 });
    else {
      const later = after.get(operation.key) ?? 0;
      answers.push({ rows: [{ ...row, points: row.points - later }], rowCount: 1 });
      after.set(operation.key, later + operation.points);
    }
  }
  return answers.reverse();
}
