import {
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  START,
  streamNameFilter,
} from '@eventstore/db-client';
import { comparePositions, type Position, startPosition } from './event-store';

/** How long a filtered read may hear nothing (no event, checkpoint or caught-up) before it fails. */
const SILENCE_MS = 15_000;

export interface FilteredPage {
  /** Events of streams under the prefix, after `from`, in $all order. */
  events: AllStreamRecordedEvent[];
  /** Whether the read reached the end of $all (nothing more of ours after the last event). */
  end: boolean;
}

/**
 * Up to `maxCount` events of streams whose names start with `prefix`, after `from`, the server
 * doing the filtering. The 6.2 driver's `readAll` takes no filter (it always asks for none), so
 * this is a filtered catch-up subscription that stops at `maxCount` events or when the server
 * says it has caught up (EventStoreDB 23.10 and later send that), whichever comes first.
 */
export function readFilteredPage(
  client: EventStoreDBClient,
  prefix: string,
  from: Position,
  maxCount: number,
): Promise<FilteredPage> {
  return new Promise((resolve, reject) => {
    const events: AllStreamRecordedEvent[] = [];
    let silence: NodeJS.Timeout | undefined;
    let caughtUp = false;
    let done = false;
    const subscription = client.subscribeToAll({
      // A subscription starts after its position (a read of $all would include it).
      fromPosition:
        comparePositions(from, startPosition) === 0 ? START : { commit: from[0], prepare: from[1] },
      // Checkpoints come while the server skips other streams: proof that it is still reading.
      filter: streamNameFilter({ prefixes: [prefix], checkpointReached: () => listen() }),
    });
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      clearTimeout(silence);
      subscription.unsubscribe().catch(() => {});
      if (error) reject(error);
      else resolve({ events, end: caughtUp });
    };
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => finish(new Error(`EventStoreDB sent nothing for ${SILENCE_MS} ms on a filtered read of $all`)),
        SILENCE_MS,
      );
    };
    // "Caught up" is emitted as the server's message arrives, while events before it may still
    // wait in the stream's buffer: the page ends once that buffer is empty too.
    const endIfDelivered = () => {
      if (caughtUp && subscription.readableLength === 0) finish();
    };
    subscription.on('data', ({ event }: AllStreamResolvedEvent) => {
      if (done) return;
      listen();
      if (event?.position && comparePositions([event.position.commit, event.position.prepare], from) > 0)
        events.push(event);
      if (events.length >= maxCount) finish();
      else endIfDelivered();
    });
    subscription.on('caughtUp', () => {
      caughtUp = true;
      endIfDelivered();
    });
    subscription.on('error', (error) => finish(error));
    // A subscription ends only when we unsubscribe: an end before that is a lost connection.
    subscription.on('end', () => finish(new Error('EventStoreDB ended a filtered read of $all early')));
    listen();
  });
}
