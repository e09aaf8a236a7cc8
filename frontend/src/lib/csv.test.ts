import { describe, expect, it } from 'vitest';
import { csvDateTime, csvField, csvText, datedCsvName } from './csv';

describe('CSV for German Excel', () => {
  it('starts with a BOM, separates by semicolons and ends lines with CRLF', () => {
    expect(csvText(['Code', 'Status'], [['a', 'b']])).toBe('\uFEFFCode;Status\r\na;b\r\n');
    // The BOM becomes the three bytes Excel looks for.
    expect([...new TextEncoder().encode(csvText(['x'], [])).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes cells holding a separator, a comma, a quote or a line break', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('Verfügbar')).toBe('Verfügbar');
  });

  it('keeps cells that start like a formula from running (OWASP CSV injection)', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('gold-2')).toBe('gold-2');
  });

  it('writes codes Excel would turn into numbers as text', () => {
    // Leading zeros stay, and 12E345 is no number in scientific notation.
    expect(csvField({ code: '012345' })).toBe('"=""012345"""');
    expect(csvField({ code: '123456' })).toBe('"=""123456"""');
    expect(csvField({ code: '23E456' })).toBe('"=""23E456"""');
    expect(csvField({ code: 'AB12CD' })).toBe('AB12CD');
    // Whatever else a code holds goes through the formula guard.
    expect(csvField({ code: '=1+1' })).toBe("'=1+1");
  });

  it('writes a moment as YYYY-MM-DD HH:mm in local time', () => {
    expect(csvDateTime(new Date(2025, 4, 1, 9, 5))).toBe('2025-05-01 09:05');
    expect(csvDateTime(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('2025-12-31 23:59');
    expect(csvDateTime('not a date')).toBe('');
  });

  it('names a file by what it holds and when it was made', () => {
    expect(datedCsvName('energietaler-codes', new Date(2025, 0, 5, 7, 3))).toBe(
      'energietaler-codes_2025-01-05_07-03.csv',
    );
  });
});
