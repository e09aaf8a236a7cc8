import { type AppendResult, comparePositions } from '@et/platform';

/** The latest of several appends: the position the answer waits for. */
export const latestAppend = (results: Array<AppendResult | null>): AppendResult | null =>
  results.reduce<AppendResult | null>(
    (last, r) => (r && (!last || comparePositions(r.position, last.position) > 0) ? r : last),
    null,
  );
