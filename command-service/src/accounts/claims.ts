import { createHash } from 'node:crypto';
import { type ClaimEvent, type EventMetadata, streams } from '@et/contracts';
import { type EventStore, type RecordedEvent, WrongExpectedVersionError } from '@et/platform';

export type ClaimKind = 'username' | 'email';

/**
 * Claim streams are named by a hash, so no personal data sits in a stream name. One name however
 * it is typed: case, surrounding spaces and the Unicode spelling of accents do not count.
 */
export function claimStream(kind: ClaimKind, value: string): string {
  const name = value.normalize('NFC').trim().toLowerCase();
  return `${kind}-${createHash('sha256').update(name).digest('hex')}`;
}

/**
 * A registration claims its names, then starts the account; it releases them when that fails.
 * Should its process die in between, the claim names an account that never began: after this
 * long it no longer holds the name, so nobody's address is taken for ever.
 */
const ABANDONED_AFTER_MS = 60_000;

type RecordedClaim = ClaimEvent & Pick<RecordedEvent, 'streamVersion' | 'recordedAt'>;

async function lastClaim(store: EventStore, stream: string): Promise<RecordedClaim | undefined> {
  const events = await store.readStream(stream);
  return events[events.length - 1] as unknown as RecordedClaim | undefined;
}

/** The holder of a claim, unless the claim was released or abandoned. */
async function holderOf(store: EventStore, last: RecordedClaim | undefined): Promise<number | null> {
  if (last?.type !== 'NameClaimed') return null;
  if (Date.now() - Date.parse(last.recordedAt) < ABANDONED_AFTER_MS) return last.data.userId;
  const account = await store.readStream(streams.user(last.data.userId));
  return account.length > 0 ? last.data.userId : null;
}

/** The user currently holding a name, if any. */
export async function claimHolder(store: EventStore, kind: ClaimKind, value: string): Promise<number | null> {
  return holderOf(store, await lastClaim(store, claimStream(kind, value)));
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
  const last = await lastClaim(store, stream);
  const holder = await holderOf(store, last);
  if (holder !== null) return holder === userId;
  // An abandoned claim is released in the same append that claims the name anew.
  const abandoned = last?.type === 'NameClaimed' ? last.data.userId : null;
  try {
    await store.append(
      stream,
      [
        ...(abandoned === null ? [] : [{ type: 'NameReleased', data: { userId: abandoned }, metadata }]),
        { type: 'NameClaimed', data: { userId }, metadata },
      ],
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
