import type { ReadModel } from '@et/contracts';
import type { Bus } from './bus/bus';
import { bookkeepingCollection } from './document-store/bookkeeping';
import type { Collection, Document, DocumentStore } from './document-store/document-store';
import {
  comparePositions,
  formatPosition,
  type Position,
  parsePosition,
  type RecordedEvent,
  startPosition,
} from './event-store/event-store';
import { BackgroundRetry } from './retry';

/** Where a logical read model (e.g. `users`) lives now: rebuilds write a new generation. */
export interface ReadModelLocation {
  id: string;
  physical: string;
  projection: string;
  generation: number;
}

export interface ProjectionState {
  /** `${projection}:${generation}` */
  id: string;
  projection: string;
  generation: number;
  version: number;
  status: 'building' | 'live' | 'retired';
  checkpoint: string;
  updatedAt: string;
}

export const readModelLocations = bookkeepingCollection<ReadModelLocation>('read_model_locations');
export const projectionStates = bookkeepingCollection<ProjectionState>('projection_state');

export function physicalName(collection: string, generation: number): string {
  return `${collection}_g${generation}`;
}

/**
 * Resolves logical read-model names to the live generation's collections. Queries go through
 * it, so a replay can build a new generation while the old one keeps serving.
 */
export class ReadModels {
  private locations = new Map<string, string>();
  private unsubscribe?: () => Promise<void>;
  private unwatch?: () => void;
  private readonly retry = new BackgroundRetry();

  constructor(
    readonly documents: DocumentStore,
    private readonly bus: Bus,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe('read_models_switched', () => this.reloadInBackground());
    // A switch announced while the bus was cut off would otherwise go unnoticed.
    this.unwatch = this.bus.onConnectionChange((change) => {
      if (change === 'resumed') this.reloadInBackground();
    });
    await this.reload();
  }

  async reload(): Promise<void> {
    const rows = await readModelLocations.in(this.documents).find();
    this.locations = new Map(rows.map((row) => [row.id, row.physical]));
  }

  /** The live generation of `model`, in `store` (a transaction's) or the documents. */
  collection<Doc extends Document>(
    model: ReadModel<Doc>,
    store: DocumentStore = this.documents,
  ): Collection<Doc> {
    return store.collection<Doc>(this.locations.get(model.name) ?? physicalName(model.name, 1));
  }

  async stop(): Promise<void> {
    this.retry.stop();
    this.unwatch?.();
    await this.unsubscribe?.();
  }

  /** Reloads without blocking the caller; while the store does not answer, retries with back-off. */
  private reloadInBackground(): void {
    this.retry.run(() => this.reload());
  }
}

/** A batch the runner applied: every event after `after`, up to and including `position`. */
export interface Handoff {
  after: Position;
  position: Position;
  events: readonly RecordedEvent[];
}

/** How many of the runner's last batches are kept for the readers in the same process. */
const MAX_HANDOFFS = 8;

/**
 * How far the live projections have got, as announced on the bus. Commands wait on it so
 * that a 2xx answer means every query already reflects the change.
 */
export class ProjectionProgress {
  private position: Position = startPosition;
  private waiters = new Set<{ target: Position; moved(): void; resolve: (reached: boolean) => void }>();
  private listeners = new Set<(position: Position, previous: Position) => void>();
  private unsubscribe?: () => Promise<void>;
  private unwatch?: () => void;
  private inTouch = true;
  /** Counts bus losses and returns, so a re-read that raced with a newer loss does not count. */
  private connectionEpoch = 0;
  private readonly retry = new BackgroundRetry();
  /** The last batches this process's runner applied: the feed and the mail reactor need not read them again. */
  private readonly handoffs: Handoff[] = [];

  constructor(
    private readonly documents: DocumentStore,
    private readonly bus: Bus,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe('projection_progress', ({ position }) => {
      const parsed = parsePosition(position);
      if (parsed) this.advance(parsed);
    });
    this.unwatch = this.bus.onConnectionChange((change) => {
      this.connectionEpoch++;
      this.inTouch = false;
      if (change === 'resumed') this.refreshInBackground();
    });
    await this.refresh();
  }

  current(): Position {
    return this.position;
  }

  /**
   * False while announcements may have been missed (the bus was cut off) until the checkpoints
   * have been read again: `current()` may then lag behind the read models, so caches keyed on
   * it must not be trusted.
   */
  isCurrent(): boolean {
    return this.inTouch;
  }

  /** Reads the live projections' checkpoints from the store and advances to the lowest. */
  async refresh(): Promise<void> {
    const live = await projectionStates.in(this.documents).find({ status: 'live' });
    const positions = live.map((state) => parsePosition(state.checkpoint) ?? startPosition);
    if (positions.length > 0) this.advance(positions.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b)));
  }

  /** Re-reads the checkpoints until it succeeds; back in touch unless the bus was lost again meanwhile. */
  private refreshInBackground(): void {
    const epoch = this.connectionEpoch;
    this.retry.run(async () => {
      await this.refresh();
      if (epoch === this.connectionEpoch) this.inTouch = true;
    });
  }

  /** Called by the runner in this process, and for each bus announcement. */
  advance(position: Position): void {
    if (comparePositions(position, this.position) <= 0) return;
    const previous = this.position;
    this.position = position;
    for (const waiter of this.waiters) {
      if (comparePositions(position, waiter.target) >= 0) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      } else waiter.moved();
    }
    for (const listener of this.listeners) listener(position, previous);
  }

  /**
   * The batch this process's runner is about to write, offered before its write: the write
   * carries its announcement, which may come back on the bus before the write's own answer.
   * Readers get it once the progress has passed it; a batch tried again from the same place
   * replaces it.
   */
  handOff(handoff: Handoff): void {
    const same = this.handoffs.findIndex((kept) => comparePositions(kept.after, handoff.after) === 0);
    if (same >= 0) this.handoffs.splice(same, 1);
    this.handoffs.push(handoff);
    if (this.handoffs.length > MAX_HANDOFFS) this.handoffs.shift();
  }

  /**
   * Every event after `after` up to the handoff's position, when this process's runner applied
   * exactly those in one batch and the progress has passed it (undefined otherwise: read them
   * from the store).
   */
  handedOff(after: Position): Handoff | undefined {
    return this.handoffs.find(
      (handoff) =>
        comparePositions(handoff.after, after) === 0 &&
        comparePositions(handoff.position, this.position) <= 0,
    );
  }

  /**
   * Resolves true once the projections passed `target`; false after `timeoutMs`, or sooner when
   * `stallMs` is given and they did not move for that long (stopped, not merely busy).
   */
  waitFor(target: Position, timeoutMs: number, stallMs = timeoutMs): Promise<boolean> {
    if (comparePositions(this.position, target) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      let stall: ReturnType<typeof setTimeout> | undefined;
      const finish = (reached: boolean) => {
        this.waiters.delete(waiter);
        clearTimeout(deadline);
        clearTimeout(stall);
        resolve(reached);
      };
      const waiter = {
        target,
        moved: () => {
          clearTimeout(stall);
          stall = setTimeout(finish, stallMs, false);
        },
        resolve: finish,
      };
      const deadline = setTimeout(finish, timeoutMs, false);
      waiter.moved();
      this.waiters.add(waiter);
    });
  }

  onAdvance(listener: (position: Position, previous: Position) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.retry.stop();
    this.unwatch?.();
    await this.unsubscribe?.();
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }
}

export { formatPosition };
