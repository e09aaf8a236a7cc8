import { describe, expect, it } from 'vitest';
import { codesCsv, csvFileName, manualCodeInput, redeemUrl } from './export';

describe('code export', () => {
  const german = {
    code: 'Code',
    status: 'Status',
    created: 'Erstellt',
    available: 'Verfügbar',
    used: 'Belegt',
  };
  const english = {
    code: 'Code',
    status: 'Status',
    created: 'Created',
    available: 'Available',
    used: 'Used',
  };

  it('writes code, status and creation time for German Excel, in the admin’s language', () => {
    const codes = [
      { code: '012345', isUsed: false, createdAt: new Date(2025, 4, 1, 10, 0).toISOString() },
      { code: '654321', isUsed: true, createdAt: new Date(2025, 4, 2, 11, 30).toISOString() },
    ];
    expect(codesCsv(codes, german)).toBe(
      '\uFEFFCode;Status;Erstellt\r\n"=""012345""";Verfügbar;2025-05-01 10:00\r\n"=""654321""";Belegt;2025-05-02 11:30\r\n',
    );
    expect(codesCsv(codes, english).split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFCode;Status;Created',
      '"=""012345""";Available;2025-05-01 10:00',
    ]);
  });

  it('names the file after what it holds and the local time', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 59))).toBe('energietaler-codes_2025-01-05_23-59.csv');
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
