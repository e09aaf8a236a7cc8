import { describe, expect, it } from 'vitest';
import { readableName } from './labels';

describe('readable names for events and fields without a label', () => {
  it('splits camel case into words', () => {
    expect(readableName('RingCodeCreated')).toBe('Ring code created');
    expect(readableName('expiresAt')).toBe('Expires at');
    expect(readableName('smtpHost')).toBe('Smtp host');
    expect(readableName('FAQVoteCast')).toBe('FAQ vote cast');
    expect(readableName('nameDE')).toBe('Name DE');
  });
});
