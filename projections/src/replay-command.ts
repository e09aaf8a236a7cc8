import { createHmac } from 'node:crypto';
import type { Bus, DocumentStore, EventStore } from '@et/platform';
import { type RebuildProgress, rebuildProjection } from './rebuild';
import { projections } from './registry';

export class UnknownProjectionError extends Error {
  override name = 'UnknownProjectionError';
}

/** The projections named (all when none), or an error naming the unknown ones. */
export function selectProjections(names: readonly string[]) {
  if (names.length === 0) return [...projections];
  const unknown = names.filter((name) => !projections.some((p) => p.name === name));
  if (unknown.length > 0) {
    throw new UnknownProjectionError(
      `Unknown projection(s): ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`,
    );
  }
  return projections.filter((p) => names.includes(p.name));
}

/** Rebuilds the chosen projections one after another; the old generations serve meanwhile. */
export async function replay(
  stores: { events: EventStore; documents: DocumentStore; bus: Bus },
  names: readonly string[],
  onProgress: (progress: RebuildProgress) => void,
): Promise<RebuildProgress[]> {
  const results: RebuildProgress[] = [];
  for (const projection of selectProjections(names)) {
    results.push(
      await rebuildProjection(stores.events, stores.documents, stores.bus, projection, onProgress),
    );
  }
  return results;
}

/** One line of progress: events, share of the log, and the speed of this projection's rebuild. */
export function describeProgress(progress: RebuildProgress, now = Date.now()): string {
  const seconds = Math.max(0.001, (now - progress.startedAt) / 1000);
  const rate = Math.round(progress.events / seconds);
  const head = progress.head?.[1] ?? 0n;
  const share = head > 0n ? Math.min(100, Number((progress.position[1] * 100n) / head)) : 100;
  const state = progress.done ? 'live' : 'building';
  return `[${progress.projection}] ${progress.events.toLocaleString('en')} events, ${share}% of the log, ${rate.toLocaleString('en')} events/s, ${state}`;
}

/** The key the replay tool shows the running app; derived from SECRET, which both can read. */
export function operatorKey(secret: string): string {
  return createHmac('sha256', `${secret}:operator`).update('replay').digest('base64url');
}
