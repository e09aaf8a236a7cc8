import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from './event-store/event-store';
import type { ProjectionProgress } from './read-models';
import { backoffDelay } from './retry';

/**
 * The events the live projections have just passed, in order, once each. Drives `/ws`
 * pushes and in-memory cache invalidation: both must only act after the read models changed.
 */
export class ChangeFeed {
  private processed: Position;
  private running: Promise<void> | undefined;
  private again = false;
  private listeners = new Set<(events: RecordedEvent[]) => void | Promise<void>>();
  private stopProgress?: () => void;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly events: EventStore,
    private readonly progress: ProjectionProgress,
  ) {
    this.processed = progress.current();
  }

  start(): void {
    this.stopped = false;
    this.processed = this.progress.current();
    this.stopProgress = this.progress.onAdvance(() => this.kick());
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopProgress?.();
  }

  /**
   * True when every event the projections passed has been handed to the listeners, and the
   * progress it goes by is current (not while the bus was cut off and announcements were missed).
   */
  caughtUp(): boolean {
    return this.progress.isCurrent() && comparePositions(this.processed, this.progress.current()) >= 0;
  }

  onEvents(listener: (events: RecordedEvent[]) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves true once the projections have passed `target` and this feed has handed those events
   * out (caches forgot what they changed); false after `timeoutMs`.
   */
  async waitFor(target: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    if (!(await this.progress.waitFor(target, timeoutMs))) return false;
    while (comparePositions(this.processed, target) < 0) {
      if (Date.now() >= deadline) return false;
      await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, 5))]);
    }
    return true;
  }

  /** Resolves when the feed has handed out everything up to the current progress. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.catchUp().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const target = this.progress.current();
      if (comparePositions(this.processed, target) >= 0) return;
      // The runner in this process hands over what it just applied: no need to read it again.
      const handed = this.progress.handedOff(this.processed);
      let batch: readonly RecordedEvent[];
      try {
        batch = handed?.events ?? (await this.events.readAll(this.processed, 500));
        this.failures = 0;
      } catch {
        // Store unavailable: try again after a pause, even if no announcement comes meanwhile.
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.kick(), backoffDelay(++this.failures, 100, 5000));
        return;
      }
      const passed = batch.filter((event) => comparePositions(event.position, target) <= 0);
      if (passed.length > 0) {
        for (const listener of this.listeners) {
          try {
            await listener(passed);
          } catch {
            // One failing listener must not stop the others or the feed.
          }
        }
      }
      if (handed) this.processed = handed.position;
      else
        this.processed =
          passed.length === batch.length && batch.length === 500
            ? passed[passed.length - 1]!.position
            : target;
    }
  }
}
