/**
 * How many codes the batch form makes in one go, in requests of the API's `perRequest` each. More
 * would make a QR sheet that takes many seconds to draw (1,200 took 3.6 s in the browser test).
 */
export const MAX_CODES_PER_RUN = 2000;

/**
 * Makes `requested` codes in requests of at most `perRequest` (the API's limit), one after the
 * other, telling `progress` after each; stops at the first failure or when `stopped()` says so.
 * Resolves with the codes made so far and, when it stopped early, the error.
 */
export async function generateInRequests<Code>(
  requested: number,
  perRequest: number,
  request: (count: number) => Promise<{ codes: Code[] }>,
  progress: (done: number) => void = () => {},
  stopped: () => boolean = () => false,
): Promise<{ codes: Code[]; error?: unknown }> {
  const codes: Code[] = [];
  try {
    while (codes.length < requested && !stopped()) {
      const answer = await request(Math.min(perRequest, requested - codes.length));
      if (answer.codes.length === 0) throw new Error('no codes in the answer');
      codes.push(...answer.codes);
      progress(codes.length);
    }
    return { codes };
  } catch (error) {
    return { codes, error };
  }
}
