import type { WebsiteSettingsDocument } from '@et/contracts';
import type { MailMessage, ReadModels, RecordedEvent } from '@et/platform';

/** What a mail rule may read while it composes: read models are current up to the event. */
export interface MailContext {
  readModels: ReadModels;
  settings: WebsiteSettingsDocument | null;
  secret: string;
  publicUrl: string;
  /** A stable Message-ID for the event's n-th mail, so a mail sent again after a crash is recognisable. */
  messageId(event: RecordedEvent, key: string): string;
}

/**
 * One kind of e-mail an event asks for. A feature declares its rules beside it (its
 * `<feature>.feature.ts` here, collected by `registry.ts`); the
 * reactor sends what `compose` returns, in order, and moves past the event only when all went out.
 * An empty list sends nothing (the mail is stale, the address is gone, the user opted out).
 */
export interface MailRule {
  readonly eventTypes: readonly string[];
  compose(event: RecordedEvent, ctx: MailContext): Promise<MailMessage[]>;
}
