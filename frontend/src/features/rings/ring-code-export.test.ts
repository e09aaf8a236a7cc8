import { describe, expect, it } from 'vitest';
import { activateRingUrl, manualRingCodeInput, ringCodesCsv, ringCodesCsvName } from './ring-code-export';

describe('ring code export', () => {
  it('writes code, type, status and creation time for German Excel, in the admin’s language', () => {
    const texts = {
      code: 'Code',
      type: 'Typ',
      status: 'Status',
      created: 'Erstellt',
      available: 'Verfügbar',
      used: 'Belegt',
    };
    expect(
      ringCodesCsv(
        [
          {
            code: 'AB12CD',
            type: 'gold',
            isUsed: false,
            createdAt: new Date(2025, 4, 1, 10, 0).toISOString(),
          },
          {
            code: '23E456',
            type: 'crystal',
            isUsed: true,
            createdAt: new Date(2025, 4, 2, 11, 30).toISOString(),
          },
        ],
        texts,
      ),
    ).toBe(
      '\uFEFFCode;Typ;Status;Erstellt\r\nAB12CD;gold;Verfügbar;2025-05-01 10:00\r\n"=""23E456""";crystal;Belegt;2025-05-02 11:30\r\n',
    );
  });

  it('names the file after what it holds and the local time', () => {
    expect(ringCodesCsvName(new Date(2025, 11, 31, 23, 59))).toBe(
      'energietaler-ring-codes_2025-12-31_23-59.csv',
    );
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
