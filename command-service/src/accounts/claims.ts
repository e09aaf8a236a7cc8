import { createHash } from 'node:crypto';
import type { ClaimEvent, EventMetadata } from '@et/contracts';
import { type EventStore, WrongExpectedVersionError } from '@et/platform';

export type ClaimKind = 'username' | 'email';

/** Claim streams are named by a hash, so no personal data sits in a stream name. */
export function claimStream(kind: ClaimKind, value: string): string {
  return `${kind}-${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;
}

/** The user currently holding a name, if any. */
export async function claimHolder(store: EventStore, kind: ClaimKind, value: string): Promise<number | null> {
  const events = await store.readStream(claimStream(kind, value));
  const last = events[events.length - 1] as unknown as ClaimEvent | undefined;
  return last?.type === 'NameClaimed' ? last.data.userId : null;
}

/**
 * Claims a name for a user; false when someone else holds it. The expected version makes
 * concurrent claims of one name end with exactly one winner.
 */
export async function claimName(
  store: EventStore,
  kind: ClaimKind,
  value: string,
  userId: number,
  metadata: EventMetadata,
): Promise<boolean> {
  const stream = claimStream(kind, value);
  const events = await store.readStream(stream);
  const last = events[events.length - 1] as unknown as (ClaimEvent & { streamVersion: number }) | undefined;
  if (last?.type === 'NameClaimed') return last.data.userId === userId;
  try {
    await store.append(
      stream,
      [{ type: 'NameClaimed', data: { userId }, metadata }],
      last?.streamVersion ?? 0,
    );
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return false;
    throw error;
  }
}

export async function releaseName(
  store: EventStore,
  kind: ClaimKind,
  value: string,
  userId: number,
  metadata: EventMetadata,
): Promise<void> {
  const stream = claimStream(kind, value);
  if ((await claimHolder(store, kind, value)) !== userId) return;
  await store.append(stream, [{ type: 'NameReleased', data: { userId }, metadata }], 'any');
}

/** Erasure: claim streams name nobody, but their history links a hash to an account. */
export async function deleteClaim(store: EventStore, kind: ClaimKind, value: string): Promise<void> {
  await store.deleteStream(claimStream(kind, value));
}
