import { describe, expect, it } from 'vitest';
import {
  formatHandoverCode,
  handoverCodeAlphabet,
  handoverCodeParams,
  handoverUrl,
  isHandoverCode,
  normalizeHandoverCode,
} from './handovers';

describe('handover codes', () => {
  it('use no character that is read or heard as another', () => {
    for (const ambiguous of '0OQ1IL2Z5S68B') expect(handoverCodeAlphabet).not.toContain(ambiguous);
    expect(new Set(handoverCodeAlphabet).size).toBe(handoverCodeAlphabet.length);
  });

  it('read what was typed: lower case, spaces, dashes and dots', () => {
    for (const typed of ['acde-fghj', ' ACDE FGHJ ', 'acde.fghj', 'AcDe–FgHj', 'ACDEFGHJ'])
      expect(normalizeHandoverCode(typed), typed).toBe('ACDEFGHJ');
    expect(isHandoverCode('ACDEFGHJ')).toBe(true);
    for (const wrong of ['ACDEFGH', 'ACDEFGHJK', 'ACDEFGH0', 'acdefghj', ''])
      expect(isHandoverCode(wrong), wrong).toBe(false);
  });

  it('are shown grouped and shared as a link to the handover page', () => {
    expect(formatHandoverCode('ACDEFGHJ')).toBe('ACDE-FGHJ');
    expect(formatHandoverCode('acde fghj')).toBe('ACDE-FGHJ');
    expect(handoverUrl('https://example.org/', 'ACDE-FGHJ')).toBe(
      'https://example.org/handover?code=ACDEFGHJ',
    );
  });

  it('in a path are read as typed; text that cannot be one becomes the empty code', () => {
    expect(handoverCodeParams.parse({ code: 'acde fghj' }).code).toBe('ACDEFGHJ');
    for (const wrong of ['ACDE0FGH', 'x'.repeat(41), 'ACDE\u0000FGHJ'])
      expect(handoverCodeParams.parse({ code: wrong }).code, wrong).toBe('');
  });
});
