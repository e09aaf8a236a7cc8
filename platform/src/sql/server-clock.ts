import type { Queryable } from './sql-client';

/** A good measurement is repeated (in the background, when asked for) after this long … */
const REFRESH_MS = 10 * 60_000;
/** … one that failed or was too slow to say much, after this long. */
const RETRY_MS = 10_000;
/** A slower answer says little about the clocks (the error is up to half the round trip). */
const MAX_ROUND_TRIP_MS = 200;

/**
 * How far the database server's clock is ahead of this process's, in ms (negative: behind).
 * A deadline this process sets for the server to check (decision 0006) is written in the
 * server's time, so two machines whose clocks disagree neither refuse every append (the
 * server ahead) nor let a late one through (the server behind).
 */
export class ServerClock {
  private offset = 0;
  private nextAt = 0;
  private measuring = false;

  private constructor(private readonly sql: Queryable) {}

  /** Measured once before it is used; a failed measurement leaves the offset at 0. */
  static async measure(sql: Queryable): Promise<ServerClock> {
    const clock = new ServerClock(sql);
    await clock.refresh();
    return clock;
  }

  /** The offset; a new measurement starts in the background when the last one is old. */
  offsetMs(): number {
    if (!this.measuring && Date.now() >= this.nextAt) void this.refresh();
    return this.offset;
  }

  private async refresh(): Promise<void> {
    this.measuring = true;
    this.nextAt = Date.now() + RETRY_MS;
    try {
      const sent = Date.now();
      const { rows } = await this.sql.query<{ now: string }>(
        'SELECT extract(epoch FROM clock_timestamp()) * 1000 AS now',
      );
      const received = Date.now();
      if (received - sent <= MAX_ROUND_TRIP_MS) {
        this.offset = Number(rows[0]!.now) - (sent + received) / 2;
        this.nextAt = received + REFRESH_MS;
      }
    } catch {
      // The database is away; the last offset stays.
    } finally {
      this.measuring = false;
    }
  }
}
