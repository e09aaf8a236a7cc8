import { randomUUID } from 'node:crypto';
import { settingsModels } from '@et/contracts';
import {
  backoffDelay,
  bookkeepingCollection,
  comparePositions,
  type DocumentStore,
  type EventStore,
  formatPosition,
  type Position,
  type ProjectionProgress,
  parsePosition,
  type ReadModels,
  type RecordedEvent,
  sendMail,
  startPosition,
} from '@et/platform';
import type { RunnerLog } from '../projection';
import type { MailContext, MailRule } from './mail-rule';

interface ReactorState {
  id: string;
  checkpoint: string;
  /** The reactor that works now: only it moves the checkpoint (absent in states from before). */
  owner?: string;
}

/** Where the reactor keeps how far it got (one document, `mail`). */
const reactorStates = bookkeepingCollection<ReactorState>('reactor_state');

/** Another reactor took the checkpoint over: this one stops and leaves the mails to it. */
class TakenOver extends Error {
  override name = 'TakenOver';
}

const MAX_BACKOFF_MS = 5 * 60_000;
/**
 * Batches that sent no mail store their checkpoint at most this often: most batches send none,
 * and each store was a statement. Behind by this much, a restart re-reads events that send nothing.
 */
const IDLE_SAVE_MS = 1000;

/**
 * Sends the e-mails events ask for. Works behind the projections (the users read model is
 * current), keeps its own checkpoint, saved right after each sent mail: nothing is sent twice
 * after a restart. While SMTP fails it retries with growing pauses: nothing is lost.
 *
 * Across a takeover (decision 0012) only one reactor works at a time: the leader. As a fence, a
 * reactor takes the checkpoint over when it starts (it names itself its `owner`) and moves it only
 * while it is still the owner, so one that lost the lead cannot move it back or past another's.
 * A store error (an outage, a statement whose commit went unanswered) changes nothing of that:
 * the reactor keeps its place in memory and tries again with back-off for as long as it runs.
 * Only a crash between the SMTP server accepting a mail and the checkpoint write sends that one
 * mail again: at least once, with the same Message-ID (from the event), so the duplicate can be
 * recognised.
 */
export class MailReactor {
  private checkpoint: Position = startPosition;
  /** The checkpoint as this reactor last stored it. */
  private saved = formatPosition(startPosition);
  /** This reactor's name as the checkpoint's owner, new at each start. */
  private owner = '';
  /** Counts start() and stop() calls, so a start overtaken by a stop does not go on. */
  private session = 0;
  private running = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private retryTimer?: NodeJS.Timeout;
  private failures = 0;
  /** Failed reads or checkpoint writes in a row (the database away), apart from SMTP failures. */
  private storeFailures = 0;
  private stopProgress?: () => void;
  private savedAt = 0;
  private saveTimer?: NodeJS.Timeout;

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly progress: ProjectionProgress,
    private readonly options: { secret: string; publicUrl: string; log: RunnerLog; minBackoffMs?: number },
    rules: readonly MailRule[],
  ) {
    for (const rule of rules) for (const type of rule.eventTypes) this.rules.set(type, rule);
  }

  private readonly rules = new Map<string, MailRule>();

  async start(): Promise<void> {
    const session = ++this.session;
    const owner = randomUUID();
    const state = await this.takeOver(owner);
    if (session !== this.session) return;
    this.owner = owner;
    this.checkpoint = parsePosition(state.checkpoint) || startPosition;
    this.saved = state.checkpoint;
    this.storeFailures = 0;
    this.running = true;
    this.stopProgress = this.progress.onAdvance(() => this.kick());
    this.kick();
  }

  async stop(): Promise<void> {
    this.session++;
    this.running = false;
    this.stopProgress?.();
    clearTimeout(this.retryTimer);
    // Cleared ones too: a timer left set would hold back the next start's follow-up passes.
    this.retryTimer = undefined;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    await this.draining;
  }

  /** Resolves once everything the projections passed has been handled (or is waiting for a retry). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private states() {
    return reactorStates.in(this.documents);
  }

  /** Names `owner` the checkpoint's owner, from the state as read (compare-and-set), and answers it. */
  private async takeOver(owner: string): Promise<ReactorState> {
    for (;;) {
      const state = await this.states().get('mail');
      if (!state) {
        await this.states().upsert({ id: 'mail', checkpoint: formatPosition(startPosition), owner });
        return { id: 'mail', checkpoint: formatPosition(startPosition), owner };
      }
      const filter = { id: 'mail', checkpoint: state.checkpoint, ...(state.owner && { owner: state.owner }) };
      if ((await this.states().updateMany(filter, { owner })) === 1) return { ...state, owner };
    }
  }

  private kick(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .then(
        () => {
          if (this.storeFailures > 0) this.options.log.info('mail reactor: store answers again; sending');
          this.storeFailures = 0;
        },
        (error) => this.retryAfterStoreFailure(error),
      )
      .finally(() => {
        this.draining = undefined;
        if (this.again && this.running && !this.retryTimer) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      const target = this.progress.current();
      if (comparePositions(this.checkpoint, target) >= 0) return this.saveWhenDue();
      // What the runner in this process just applied is handed over; otherwise read it.
      const events =
        this.progress.handedOff(this.checkpoint)?.events ?? (await this.events.readAll(this.checkpoint, 200));
      const batch = events.filter((event) => comparePositions(event.position, target) <= 0);
      if (batch.length === 0) return this.saveWhenDue();
      for (const event of batch) {
        if (!this.running) return;
        const rule = this.rules.get(event.type);
        if (rule) {
          try {
            await this.send(rule, event);
            this.failures = 0;
          } catch (error) {
            this.scheduleRetry(error);
            return;
          }
          this.checkpoint = event.position;
          await this.save();
        } else {
          this.checkpoint = event.position;
        }
      }
      await this.saveWhenDue();
    }
  }

  /**
   * Stores a checkpoint that moved past events sending nothing, at most once a second; a timer
   * comes back through `drain` for the last one, so saves never overlap.
   */
  private async saveWhenDue(): Promise<void> {
    if (formatPosition(this.checkpoint) === this.saved) return;
    if (Date.now() - this.savedAt >= IDLE_SAVE_MS) return this.save();
    this.saveTimer ??= setTimeout(() => {
      this.saveTimer = undefined;
      this.kick();
    }, IDLE_SAVE_MS);
  }

  private scheduleRetry(error: unknown): void {
    this.failures++;
    const delay = Math.min(MAX_BACKOFF_MS, (this.options.minBackoffMs ?? 1000) * 2 ** (this.failures - 1));
    this.options.log.error(error, `sending mail failed; retrying in ${Math.round(delay / 1000)} s`);
    this.retryIn(delay);
  }

  /**
   * The store did not answer: the checkpoint in memory stays, so no mail is sent twice, and a
   * save whose commit went unanswered is simply made again (it only names the owner).
   */
  private retryAfterStoreFailure(error: unknown): void {
    if (error instanceof TakenOver) {
      this.options.log.info(error.message);
      return;
    }
    this.storeFailures++;
    if (this.storeFailures === 1) this.options.log.error(error, 'mail reactor: store unavailable; retrying');
    if (this.running) this.retryIn(backoffDelay(this.storeFailures, 250, 5000));
  }

  private retryIn(delay: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.kick();
    }, delay);
  }

  private async save(): Promise<void> {
    const checkpoint = formatPosition(this.checkpoint);
    if (checkpoint === this.saved) return;
    const moved = await this.states().updateMany({ id: 'mail', owner: this.owner }, { checkpoint });
    if (moved !== 1) {
      // Another reactor works now (this process lost the lead): leave the mails to it.
      this.running = false;
      throw new TakenOver('mail reactor: another process took the mails over; stopping');
    }
    this.saved = checkpoint;
    this.savedAt = Date.now();
  }

  /** Sends every mail the rule composes for the event; a failure retries them all (same Message-IDs). */
  private async send(rule: MailRule, event: RecordedEvent): Promise<void> {
    const settings = await this.readModels.collection(settingsModels.websiteSettings).get(1);
    const host = new URL(this.options.publicUrl).hostname;
    const ctx: MailContext = {
      readModels: this.readModels,
      settings,
      secret: this.options.secret,
      publicUrl: this.options.publicUrl,
      messageId: (e, key) => `<${key}.${formatPosition(e.position)}@${host}>`,
    };
    for (const message of await rule.compose(event, ctx))
      await sendMail(settings, this.options.secret, message);
  }
}
