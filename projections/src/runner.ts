import {
  type Bus,
  backoffDelay,
  comparePositions,
  type DocumentStore,
  type EventStore,
  formatPosition,
  Pause,
  type Position,
  type ProjectionProgress,
  type ProjectionState,
  parsePosition,
  projectionStates,
  startPosition,
} from '@et/platform';
import { ensureLiveGenerations } from './live-generations';
import type { Projection, RunnerLog } from './projection';
import { applyAndWrite, CheckpointMoved, moveCheckpoint } from './runner-batch';

const BATCH = 500;
const POLL_MS = 1000;
/**
 * How long a projection that had nothing to do may leave its stored checkpoint behind. Most
 * batches concern a few of the projections; writing every other one's checkpoint too was a
 * statement each per batch. Behind by this much, a restart re-reads events that change nothing.
 */
const IDLE_CHECKPOINT_MS = 1000;
/**
 * How long the runner works from the projection states it read, instead of reading them for
 * every batch (a statement each). A switch to a rebuilt generation is noticed at once anyway:
 * it is announced on the bus, and a batch for a generation that is no longer live fails on its
 * checkpoint and rolls back.
 */
const STATES_MS = 1000;

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
  /** The live states as last read (checkpoints as this runner moved them since), and when. */
  private states?: { live: ProjectionState[]; at: number };
  private stopSwitched?: () => Promise<void>;

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
    this.stopSwitched = await this.bus.subscribe('read_models_switched', () => {
      this.states = undefined;
    });
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
    await this.stopSwitched?.();
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
        this.states = undefined;
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
    const states = await this.liveStates();
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
    // Offered before the write: its announcement can come back on the bus before its answer.
    this.progress.handOff({ after: from, position: last, events: batch });
    const { moving, announced } = await applyAndWrite(
      this.documents,
      live,
      batch,
      checkpoints,
      last,
      (state) => this.idleTooLong(state),
      this.bus.notice?.('projection_progress', { position: formatPosition(last) }),
    );
    const movedTo = moving.map(({ state }) => state.id);
    const idleNow = live.filter((entry) => !moving.includes(entry)).map(({ state }) => state);
    this.remember(movedTo, last);
    const now = Date.now();
    for (const { state } of live) {
      if (!idleNow.includes(state)) {
        this.idle.delete(state.id);
        continue;
      }
      const since = this.idle.get(state.id)?.since ?? now;
      this.idle.set(state.id, { stored: state.checkpoint, at: last, since });
    }
    this.progress.advance(last);
    // Mostly the batch's own statement said it already, at its commit.
    if (announced) this.announced = last;
    else await this.announce(last);
    return batch.length === BATCH;
  }

  private async liveStates(): Promise<ProjectionState[]> {
    if (this.states && Date.now() - this.states.at < STATES_MS) return this.states.live;
    const live = await projectionStates.in(this.documents).find({ status: 'live' });
    this.states = { live, at: Date.now() };
    return live;
  }

  /** The checkpoints this runner moved, as now stored. */
  private remember(stateIds: readonly string[], to: Position): void {
    if (!this.states) return;
    const checkpoint = formatPosition(to);
    this.states.live = this.states.live.map((state) =>
      stateIds.includes(state.id) ? { ...state, checkpoint } : state,
    );
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
    for (const { state, at } of idle) {
      this.idle.delete(state.id);
      this.remember([state.id], at);
    }
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
