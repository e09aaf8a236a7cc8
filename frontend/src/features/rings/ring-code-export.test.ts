import { describe, expect, it } from 'vitest';
import { activateRingUrl, manualRingCodeInput, ringCodesCsv, ringCodesCsvName } from './ring-code-export';

describe('ring code export', () => {
  it('writes code, type, status and creation time, one line per code', () => {
    expect(
      ringCodesCsv([
        { code: 'AB12CD', type: 'gold', isUsed: false, createdAt: '2025-05-01T10:00:00.000Z' },
        { code: 'ZZ99YY', type: 'crystal', isUsed: true, createdAt: '2025-05-02T11:30:00.000Z' },
      ]),
    ).toBe(
      'code,type,status,createdAt\r\nAB12CD,gold,available,2025-05-01T10:00:00.000Z\r\nZZ99YY,crystal,used,2025-05-02T11:30:00.000Z\r\n',
    );
  });

  it('names the file after the local date', () => {
    expect(ringCodesCsvName(new Date(2025, 11, 31, 23, 59))).toBe('ring-codes-2025-12-31.csv');
  });

  it('points the QR code at the rings page with the code', () => {
    expect(activateRingUrl('https://example.org', 'AB12CD')).toBe(
      'https://example.org/dimension-rings?code=AB12CD',
    );
  });

  it('keeps the first six letters or digits, upper case', () => {
    expect(manualRingCodeInput('ab-12 cd')).toBe('AB12CD');
    expect(manualRingCodeInput('abc1234567')).toBe('ABC123');
    expect(manualRingCodeInput('ä!')).toBe('');
  });
});
