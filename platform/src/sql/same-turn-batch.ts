/** Batches out at once before requests gather for the next, and the longest they gather. */
const MAX_IN_FLIGHT = 2;
const MAX_WAIT_MS = 5;

/**
 * Requests made in the same turn of the event loop, sent together: `send` gets them all and
 * answers each, in order, with its result or the error it alone gets. Under load the commands a
 * projection batch lets go run in step, so their statements meet here and one round trip serves
 * them all. A request is sent after it was made, so it sees every write finished before it.
 *
 * `accepts` may hold a request back for the next batch (two appends to one stream). A request
 * that `accepts` would hold behind one already held back waits too, so order within a key holds.
 */
export class SameTurnBatch<Request, Result> {
  private pending: Array<{
    request: Request;
    resolve: (result: Result) => void;
    reject: (e: unknown) => void;
  }> = [];
  private scheduled = false;
  private inFlight = 0;
  /** Sends what waits even while two batches are out, once it has waited this long. */
  private overdue?: NodeJS.Timeout;

  constructor(
    private readonly send: (requests: Request[]) => Promise<Array<Result | Error>>,
    private readonly options: {
      maxSize?: number;
      accepts?: (batch: readonly Request[], request: Request) => boolean;
    } = {},
  ) {}

  add(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.pending.push({ request, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Sends at the end of the turn. While two batches are out, requests gather for the next one
   * (as a database groups commits): under load batches grow instead of their statements
   * queueing for the pool one by one. No request waits more than a few milliseconds for that:
   * a statement that hangs (a frozen database) must not hold up the ones behind it, each of
   * which keeps its own time limit.
   */
  private schedule(): void {
    if (this.scheduled || this.pending.length === 0) return;
    if (this.inFlight >= MAX_IN_FLIGHT) {
      this.overdue ??= setTimeout(() => {
        this.overdue = undefined;
        if (!this.scheduled && this.pending.length > 0) this.flush();
      }, MAX_WAIT_MS);
      return;
    }
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    clearTimeout(this.overdue);
    this.overdue = undefined;
    const { maxSize = 200, accepts } = this.options;
    const batch: typeof this.pending = [];
    const requests: Request[] = [];
    const later: typeof this.pending = [];
    const held: Request[] = [];
    for (const entry of this.pending) {
      const fits =
        !accepts || (accepts(requests, entry.request) && (held.length === 0 || accepts(held, entry.request)));
      if (batch.length < maxSize && fits) {
        batch.push(entry);
        requests.push(entry.request);
      } else {
        later.push(entry);
        held.push(entry.request);
      }
    }
    this.pending = later;
    this.inFlight++;
    void this.send(requests).then(
      (results) => {
        this.inFlight--;
        for (const [i, entry] of batch.entries()) {
          const result = results[i];
          if (result instanceof Error) entry.reject(result);
          else entry.resolve(result as Result);
        }
        this.schedule();
      },
      (error: unknown) => {
        this.inFlight--;
        for (const entry of batch) entry.reject(error);
        this.schedule();
      },
    );
  }
}
