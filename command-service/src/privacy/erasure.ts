import { type EventMetadata, personalStreams, streams } from '@et/contracts';
import type { AppendResult } from '@et/platform';
import type { AccountState } from '../accounts/accounts.decider';
import { deleteClaim } from '../accounts/claims';
import type { CommandContext } from '../shared/context';
import { erasers } from './erasers';

/**
 * Erasure, after `UserDeleted` was recorded in the account's stream: every feature ends what it
 * keeps in shared streams, the erasure is announced (projections drop the person's documents),
 * the names are freed, and every stream the features declare personal is deleted.
 */
export async function eraseAccount(
  ctx: CommandContext,
  state: AccountState,
  metadata: EventMetadata,
): Promise<AppendResult> {
  for (const erase of erasers) await erase(ctx, state.userId, metadata);
  const appended = await ctx.events.append(
    streams.userErasures,
    [{ type: 'UserDeleted', data: { userId: state.userId }, metadata }],
    'any',
  );
  await deleteClaim(ctx.events, 'username', state.username);
  if (state.email) await deleteClaim(ctx.events, 'email', state.email);
  for (const stream of personalStreams(state.userId)) await ctx.events.deleteStream(stream);
  return appended;
}
