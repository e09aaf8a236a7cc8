import {
  type Bus,
  backoffDelay,
  comparePositions,
  type DocumentStore,
  type EventStore,
  formatPosition,
  Pause,
  type Position,
  PROJECTION_STATE,
  type ProjectionProgress,
  type ProjectionState,
  parsePosition,
  type RecordedEvent,
  startPosition,
  WriteBehindStore,
} from '@et/platform';
import { contextFor } from './generations';
import { ensureLiveGenerations } from './live-generations';
import {
  BATCH_TIMEOUT_MS,
  type Projection,
  type ProjectionContext,
  prefetchFor,
  type RunnerLog,
} from './projection';

const BATCH = 500;
const POLL_MS = 1000;
/**
 * How long a projection that had nothing to do may leave its stored checkpoint behind. Most
 * batches concern a few of the projections; writing every other one's checkpoint too was a
 * statement each per batch. Behind by this much, a restart re-reads events that change nothing.
 */
const IDLE_CHECKPOINT_MS = 1000;

/** A projection's checkpoint this runner holds in memory, ahead of the stored one it was idle on. */
interface IdleCheckpoint {
  /** The checkpoint as stored; the memory is void once the stored one differs. */
  stored: string;
  at: Position;
  since: number;
}

/**
 * Keeps every live projection up to date: reads new events once per batch, applies them to
 * each projection that has not seen them and moves its checkpoint, in one transaction.
 * Announces progress on the bus after each committed batch.
 */
export class ProjectionRunner {
  private running = false;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;
  private stopAppended?: () => Promise<void>;
  private poll?: NodeJS.Timeout;
  private failures = 0;
  /** Batches in a row whose checkpoint had moved meanwhile. */
  private moved = 0;
  /** Aborted by stop(), also while start() is still checking the generations. */
  private stopping?: AbortController;
  /** The back-off after a failed batch; new events or the connection coming back end it early. */
  private readonly pause = new Pause();
  /** The position last announced on the bus: an announcement that failed is made again. */
  private announced: Position = startPosition;
  /** By projection state id: where projections that had nothing to do really are. */
  private readonly idle = new Map<string, IdleCheckpoint>();

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    private readonly bus: Bus,
    private readonly projections: readonly Projection[],
    private readonly progress: ProjectionProgress,
    private readonly log: RunnerLog,
  ) {}

  async start(): Promise<void> {
    const stopping = new AbortController();
    this.stopping = stopping;
    await ensureLiveGenerations(
      this.events,
      this.documents,
      this.projections,
      this.bus,
      this.log,
      stopping.signal,
    );
    // stop() was called while the generations were checked (this process lost its lock).
    if (stopping.signal.aborted) return;
    this.running = true;
    const stopAppended = await this.events.onAppended(() => this.wakeSoon());
    if (stopping.signal.aborted) return stopAppended();
    this.stopAppended = stopAppended;
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.wake();
    await this.draining;
  }

  /** Runs a pass now (also used by tests to wait until the runner is idle). */
  wake(): Promise<void> {
    if (!this.running) return Promise.resolve();
    if (this.draining) {
      this.wakeAgain = true;
      return this.draining;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  /**
   * A new event was announced. It may not be readable yet: a reader only sees transactions
   * older than the oldest one still running anywhere on the server. So when a pass finds
   * nothing, look again shortly, a few times, before leaving it to the regular poll.
   */
  private wakeSoon(attempt = 0): void {
    if (attempt === 0) this.pause.interrupt();
    const before = this.progress.current();
    void this.wake().then(() => {
      if (this.running && attempt < 6 && this.progress.current() === before) {
        setTimeout(() => this.wakeSoon(attempt + 1), 5 * 2 ** attempt);
      }
    });
  }

  /** Stops after the current batch; resolves when it has committed. */
  async stop(): Promise<void> {
    this.stopping?.abort();
    this.running = false;
    clearInterval(this.poll);
    this.pause.interrupt();
    await this.stopAppended?.();
    await this.draining;
  }

  private async drain(): Promise<void> {
    do {
      this.wakeAgain = false;
      try {
        while (this.running && (await this.pass())) {
          // keep going while batches are full
        }
        this.moved = 0;
        if (this.failures > 0)
          this.log.info(`projections running again after ${this.failures} failed attempts`);
        this.failures = 0;
      } catch (error) {
        // A switch to a rebuilt generation: read the states again, at once (a few times).
        if (error instanceof CheckpointMoved && ++this.moved <= 3) {
          this.log.info(`${error.message}: the batch rolled back; reading the states again`);
          this.wakeAgain = true;
          continue;
        }
        this.failures++;
        // Once per outage, not once per attempt.
        if (this.failures === 1) this.log.error(error, 'projection batch failed; retrying with back-off');
        await this.pause.wait(backoffDelay(this.failures, 100, 5000));
        this.wakeAgain = true;
      }
    } while (this.running && this.wakeAgain);
  }

  /** One batch. True when there may be more to read. */
  private async pass(): Promise<boolean> {
    const states = await this.documents
      .collection<ProjectionState>(PROJECTION_STATE)
      .find({ status: 'live' });
    const live = states
      .map((state) => ({ state, projection: this.projections.find((p) => p.name === state.projection) }))
      .filter((entry): entry is { state: ProjectionState; projection: Projection } => !!entry.projection);
    if (live.length === 0) return false;
    const checkpoints = live.map(({ state }) => this.checkpointOf(state));
    const from = checkpoints.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
    const batch = await this.events.readAll(from, BATCH);
    if (batch.length === 0) {
      // Nothing new: checkpoints kept in memory long enough go to the store now (the regular
      // poll gets them there once the load stops; restarts and other processes read them).
      const stored = await this.storeIdleCheckpoints(live.map(({ state }) => state));
      this.progress.advance(from);
      // Said again after storing: a process that read the stored checkpoints meanwhile (at its
      // start) took the lowest, still behind, and waits for an announcement to move on.
      if (stored || comparePositions(from, this.announced) > 0) await this.announce(from);
      return false;
    }
    const last = batch[batch.length - 1]!.position;
    // One transaction, one connection: the pool stays free for the commands and queries. Each
    // projection's writes reach the store in a few statements at the end (write-behind).
    const idleNow: ProjectionState[] = [];
    await this.documents.transaction(
      async (store) => {
        idleNow.length = 0; // a retried transaction starts over
        for (const [i, { state, projection }] of live.entries()) {
          const buffered = new WriteBehindStore(store);
          await applyBatch(projection, contextFor(buffered, state.generation), batch, checkpoints[i]!);
          await buffered.flush();
          if (buffered.wroteAnything || this.idleTooLong(state)) await moveCheckpoint(store, state, last);
          else idleNow.push(state);
        }
      },
      { timeoutMs: BATCH_TIMEOUT_MS },
    );
    const now = Date.now();
    for (const { state } of live) {
      if (!idleNow.includes(state)) {
        this.idle.delete(state.id);
        continue;
      }
      const since = this.idle.get(state.id)?.since ?? now;
      this.idle.set(state.id, { stored: state.checkpoint, at: last, since });
    }
    this.progress.advance(last, { after: from, position: last, events: batch });
    await this.announce(last);
    return batch.length === BATCH;
  }

  /** Where a projection is: the stored checkpoint, or this runner's memory of it while still valid. */
  private checkpointOf(state: ProjectionState): Position {
    const idle = this.idle.get(state.id);
    if (idle && idle.stored === state.checkpoint) return idle.at;
    this.idle.delete(state.id);
    return parsePosition(state.checkpoint) ?? startPosition;
  }

  /** True when it stored any. */
  private async storeIdleCheckpoints(states: ProjectionState[]): Promise<boolean> {
    const idle = states.flatMap((state) => {
      const memory = this.idle.get(state.id);
      const due = memory && memory.stored === state.checkpoint && this.idleTooLong(state);
      return due ? [{ state, at: memory.at }] : [];
    });
    if (idle.length === 0) return false;
    await this.documents.transaction(async (store) => {
      for (const { state, at } of idle) await moveCheckpoint(store, state, at);
    });
    for (const { state } of idle) this.idle.delete(state.id);
    return true;
  }

  private idleTooLong(state: ProjectionState): boolean {
    const idle = this.idle.get(state.id);
    return idle !== undefined && Date.now() - idle.since >= IDLE_CHECKPOINT_MS;
  }

  private async announce(position: Position): Promise<void> {
    await this.bus.publish('projection_progress', { position: formatPosition(position) });
    this.announced = position;
  }
}

async function applyBatch(
  projection: Projection,
  context: ProjectionContext,
  batch: RecordedEvent[],
  checkpoint: Position,
): Promise<void> {
  const unseen = batch.filter((event) => comparePositions(event.position, checkpoint) > 0);
  await prefetchFor(projection, unseen, context);
  for (const event of unseen) await projection.apply(event, context);
}

/**
 * Moves the checkpoint only if no one else moved it since it was read: a second runner (one
 * that lost its lock but was still in a batch) then fails, and with a real transaction its
 * documents roll back, so no batch is applied twice. The same when a rebuild switched away from
 * the state meanwhile: the batch then goes to the new generation. Written after the documents: without a
 * transaction a crash in between re-applies the batch (projections are idempotent), never skips.
 */
async function moveCheckpoint(store: DocumentStore, state: ProjectionState, to: Position): Promise<void> {
  const moved = await store
    .collection<ProjectionState>(PROJECTION_STATE)
    .updateMany(
      { id: state.id, checkpoint: state.checkpoint, status: 'live' },
      { checkpoint: formatPosition(to), updatedAt: new Date().toISOString() },
    );
  if (moved !== 1) throw new CheckpointMoved(state.id);
}

/** Another runner moved the checkpoint, or a rebuild switched the projection to a new generation. */
class CheckpointMoved extends Error {
  constructor(stateId: string) {
    super(`the checkpoint of ${stateId} was moved by another runner, or it is no longer live`);
  }
}
