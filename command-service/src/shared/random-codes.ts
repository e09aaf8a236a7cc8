import { randomInt } from 'node:crypto';
import { DomainError, type MessageKey } from '@et/contracts';
import type { AppendResult } from '@et/platform';
import { latestAppend } from './latest-append';

/** How many codes of a batch are created at the same time. */
const BATCH_PARALLELISM = 8;

/** A code drawn and created: the append the answer waits for. */
export interface CreatedCode {
  code: string;
  appended: AppendResult | null;
}

/** `length` characters of `alphabet`, each from the operating system's CSPRNG. */
export function randomCode(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

/**
 * Creates a new random code (access codes, ring codes): `create` appends the code's first event
 * and is refused with `existsKey` when the code exists already; then another one is drawn. With a
 * large code space a clash is rare until it fills up, so a few draws are plenty.
 */
export async function createRandomCode(
  draw: () => string,
  existsKey: MessageKey,
  create: (code: string) => Promise<AppendResult | null>,
): Promise<CreatedCode> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = draw();
    try {
      return { code, appended: await create(code) };
    } catch (error) {
      if (!(error instanceof DomainError && error.messageKey === existsKey)) throw error;
    }
  }
  throw new DomainError('conflict', 'concurrentChange');
}

/** `count` new codes from `createOne`, a few at a time, in the order they were asked for. */
export async function createCodeBatch(
  count: number,
  createOne: () => Promise<CreatedCode>,
): Promise<{ codes: string[]; appended: AppendResult | null }> {
  const created: CreatedCode[] = [];
  for (let start = 0; start < count; start += BATCH_PARALLELISM) {
    const size = Math.min(BATCH_PARALLELISM, count - start);
    created.push(...(await Promise.all(Array.from({ length: size }, createOne))));
  }
  return { codes: created.map((c) => c.code), appended: latestAppend(created.map((c) => c.appended)) };
}
