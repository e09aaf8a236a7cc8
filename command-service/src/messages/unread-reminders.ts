import { messageModels } from '@et/contracts';
import type { EventStore, ReadModels } from '@et/platform';
import { inboxHandler } from './inbox';

interface Log {
  error(obj: unknown, msg: string): void;
}

/** Messages settled per scan; the next scan takes the rest. */
const SCAN_LIMIT = 200;

/**
 * Design reading 15: a message still unread an hour after it arrived is e-mailed once. Every
 * minute (sooner when the hour is shortened) this finds the due messages in the read model and
 * settles each through the inbox decider, which appends `UnreadMessageMailed` at most once per
 * message (expected-version appends: two instances scanning at once cannot both). The mail rule
 * sends the mail on that event. A restart loses nothing: what is due stays due in the read model.
 */
export class UnreadMessageReminders {
  private timer?: NodeJS.Timeout;
  private scanning?: Promise<void>;
  private running = false;
  private stopped = false;

  constructor(
    private readonly events: EventStore,
    private readonly readModels: ReadModels,
    private readonly options: { afterSeconds: number; log: Log },
  ) {}

  private get everyMs(): number {
    return Math.min(60_000, Math.max(250, (this.options.afterSeconds * 1000) / 4));
  }

  async start(): Promise<void> {
    this.running = true;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.scanning;
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.scanning = this.scan()
        .then(() => undefined)
        .catch((error) =>
          this.options.log.error(error, 'unread message reminders: scan failed; next one soon'),
        )
        .finally(() => {
          this.scanning = undefined;
          this.schedule();
        });
    }, this.everyMs);
  }

  /** Settles the messages unread past the hour; how many it settled (another instance may have). */
  async scan(now = Date.now()): Promise<number> {
    const due = new Date(now - this.options.afterSeconds * 1000).toISOString();
    const messages = await this.readModels
      .collection(messageModels.userMessages)
      .find(
        { reminderPending: true, createdAt: { $lte: due } },
        { sort: { createdAt: 1 }, limit: SCAN_LIMIT },
      );
    let settled = 0;
    for (const message of messages) {
      if (this.stopped) break;
      const { appended } = await inboxHandler.handle(
        this.events,
        message.userId,
        {
          type: 'MailUnread',
          userId: message.userId,
          messageId: message.id,
          known: { isRead: message.isRead },
        },
        {},
      );
      if (appended) settled++;
    }
    return settled;
  }
}
