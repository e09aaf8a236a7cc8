import type { EventMetadata } from '@et/contracts';
import { deleteTokensOf } from '../codes/code-service';
import { deleteRingRequestsOf } from '../ring-requests/ring-request-service';
import { deleteRingsOf } from '../rings/ring-service';
import type { CommandContext } from '../shared/context';

/**
 * What a feature must do when an account is erased, beyond the deletion of the person's own
 * streams (declared in the feature's `personalData`): e.g. end what lives in shared streams.
 * It runs once the read models have passed `UserDeleted`, so it must look in a read model that
 * still knows the person's things after it (or in the event streams), and it may run again.
 */
export type Eraser = (ctx: CommandContext, userId: number, metadata: EventMetadata) => Promise<void>;

/** One line per feature that needs more than its streams deleted. */
export const erasers: readonly Eraser[] = [deleteTokensOf, deleteRingsOf, deleteRingRequestsOf];
