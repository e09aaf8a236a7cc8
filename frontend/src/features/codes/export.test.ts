import { describe, expect, it } from 'vitest';
import { codesCsv, csvFileName, manualCodeInput, redeemUrl } from './export';

describe('code export', () => {
  it('writes code, status and creation time, one line per code', () => {
    const csv = codesCsv([
      { code: '123456', isUsed: false, createdAt: '2025-05-01T10:00:00.000Z' },
      { code: '654321', isUsed: true, createdAt: '2025-05-02T11:30:00.000Z' },
    ]);
    expect(csv).toBe(
      'code,status,createdAt\r\n123456,available,2025-05-01T10:00:00.000Z\r\n654321,used,2025-05-02T11:30:00.000Z\r\n',
    );
  });

  it('quotes fields that hold separators', () => {
    expect(codesCsv([{ code: 'A,"B"', isUsed: false, createdAt: 'x' }])).toContain('"A,""B""",available,x');
  });

  it('names the file after the local date', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 59))).toBe('codes-2025-01-05.csv');
  });

  it('points the QR code at the dashboard with the code', () => {
    expect(redeemUrl('https://example.org', '012345')).toBe('https://example.org/?code=012345');
  });

  it('keeps the first six digits of what was typed or pasted', () => {
    expect(manualCodeInput('12-34 56')).toBe('123456');
    expect(manualCodeInput('abc1234567')).toBe('123456');
    expect(manualCodeInput('x')).toBe('');
  });
});
