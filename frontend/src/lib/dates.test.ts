import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('dates', () => {
  const date = new Date(2025, 4, 1, 9, 5, 7);
  it('formats as dd.MM.yyyy', () => {
    expect(formatDate(date)).toBe('01.05.2025');
    expect(formatDateTime(date)).toBe('01.05.2025 09:05');
    expect(formatTime(date)).toBe('09:05:07');
  });
  it('gives nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
