import {
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  StreamDeletedError,
  StreamNotFoundError,
} from '@eventstore/db-client';

/** The stream was not at the version the write expected. */
export const isWrongVersion = (error: unknown): boolean => error instanceof EsdbWrongExpectedVersion;

/** The stream was never written, or it was tombstoned. */
export const isMissingStream = (error: unknown): boolean =>
  error instanceof StreamNotFoundError || error instanceof StreamDeletedError;

/**
 * Whether a failed delete found nothing to delete. With expected revision ANY the server answers
 * WrongExpectedVersion for a stream that has no events (it was never written, or is already
 * soft-deleted), StreamNotFound or StreamDeleted (tombstoned) otherwise.
 */
export function isNothingToDelete(error: unknown): boolean {
  return isMissingStream(error) || isWrongVersion(error);
}
