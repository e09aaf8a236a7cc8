import { randomInt } from 'node:crypto';
import {
  type AccessCode,
  type CodeStreamEvent,
  codeStreams,
  DomainError,
  type EnergyToken,
  type EventMetadata,
} from '@et/contracts';
import { type AppendResult, HttpError } from '@et/platform';
import { type Handled, handleCommand } from '../shared/command-handler';
import type { CommandContext } from '../shared/context';
import { type CodeCommand, type CodeState, codeDecider } from './codes.decider';

export function runCodeCommand(
  ctx: CommandContext,
  code: string,
  command: CodeCommand | ((state: CodeState) => CodeCommand),
  metadata: EventMetadata,
): Promise<Handled<CodeState, CodeStreamEvent>> {
  return handleCommand<CodeState, CodeCommand, CodeStreamEvent>(
    ctx.events,
    codeStreams.code(code),
    codeDecider,
    command,
    metadata,
  );
}

/** Six random digits from the operating system's CSPRNG. */
export function randomDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Creates a new random code; a number that exists already is drawn again. With a million
 * numbers a clash is rare until the space fills up, so a few draws are plenty.
 */
export async function generateCode(
  ctx: CommandContext,
  metadata: EventMetadata,
): Promise<{ code: string; appended: AppendResult | null }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = randomDigits();
    try {
      const { appended } = await runCodeCommand(
        ctx,
        code,
        { type: 'CreateCode', code, origin: 'generated' },
        metadata,
      );
      return { code, appended };
    } catch (error) {
      if (!(error instanceof DomainError && error.messageKey === 'codeExists')) throw error;
    }
  }
  throw new DomainError('conflict', 'concurrentChange');
}

export async function presentCode(ctx: CommandContext, code: string): Promise<AccessCode> {
  const doc = await ctx.readModels.collection<AccessCode>('codes').get(code);
  if (!doc) throw new HttpError(404, 'codeNotFound');
  return doc;
}

/** The caller's own token from the read model; someone else's is as unknown as a missing one. */
export async function ownToken(ctx: CommandContext, tokenId: number, userId: number): Promise<EnergyToken> {
  const token = await presentToken(ctx, tokenId);
  if (token.userId !== userId) throw new HttpError(404, 'tokenNotFound');
  return token;
}

export async function presentToken(ctx: CommandContext, tokenId: number): Promise<EnergyToken> {
  const token = await ctx.readModels.collection<EnergyToken>('energy_tokens').get(tokenId);
  if (!token) throw new HttpError(404, 'tokenNotFound');
  return token;
}

/** Erasure: the account's tokens end with it, so their codes can be deleted by an admin. */
export async function deleteTokensOf(
  ctx: CommandContext,
  userId: number,
  metadata: EventMetadata,
): Promise<void> {
  const tokens = await ctx.readModels.collection<EnergyToken>('energy_tokens').find({ userId });
  for (const token of tokens) {
    try {
      await runCodeCommand(ctx, token.code, { type: 'DeleteToken', reason: 'accountErased' }, metadata);
    } catch (error) {
      // Already gone (deleted by an admin meanwhile): nothing left to do.
      if (!(error instanceof DomainError && error.messageKey === 'tokenNotFound')) throw error;
    }
  }
}
