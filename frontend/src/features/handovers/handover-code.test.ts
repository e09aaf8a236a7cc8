import { HANDOVER_CODE_LENGTH as contractLength, normalizeHandoverCode } from '@et/contracts/handovers';
import { CODE_LENGTH } from '@et/contracts/limits';
import { describe, expect, it } from 'vitest';
import { HANDOVER_CODE_LENGTH, looksLikeHandoverCode } from './handover-code';

describe('the dashboard code box telling a handover code from an access code', () => {
  it("has the contracts' length, which is not an access code's", () => {
    expect(HANDOVER_CODE_LENGTH).toBe(contractLength);
    expect(HANDOVER_CODE_LENGTH).not.toBe(CODE_LENGTH);
  });

  it('takes a typed handover code, grouped or not, and no access code', () => {
    expect(looksLikeHandoverCode(normalizeHandoverCode('abcd-efgh'))).toBe(true);
    expect(looksLikeHandoverCode(normalizeHandoverCode('AC DE FG HJ'))).toBe(true);
    expect(looksLikeHandoverCode('AB12CD')).toBe(false);
  });
});
