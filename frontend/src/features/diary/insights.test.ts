import type { DiaryEntry, EnergyToken, TokenActivity } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, dayBalances, formatDay, frequencyBalances, monthWeeks } from './insights';

let nextId = 1;
const entry = (date: string, isPositive: boolean, strength: number): DiaryEntry => ({
  id: nextId++,
  userId: 7,
  content: 'x',
  isPositive,
  strength,
  date,
  createdAt: `${date}T12:00:00.000Z`,
});
const token = (id: number, frequencyId: number, isActive: boolean): EnergyToken => ({
  id,
  name: `T${id}`,
  userId: 7,
  frequencyId,
  frequency: {
    nameDE: `F${frequencyId}`,
    nameEN: `F${frequencyId}`,
    descriptionDE: '',
    descriptionEN: '',
    color: 'gold',
  },
  isActive,
  code: `C${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
let seq = 0;
const change = (
  tokenId: number,
  action: 'activated' | 'deactivated',
  day: string,
  hour = 12,
): TokenActivity => ({
  id: `a${++seq}`,
  tokenId,
  userId: 7,
  action,
  actorId: 7,
  at: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString(),
  seq,
});

describe('diary insights', () => {
  it('sums each day: positive minus negative strengths', () => {
    const days = dayBalances([
      entry('2026-03-02', true, 5),
      entry('2026-03-02', false, 2),
      entry('2026-03-03', false, 4),
    ]);
    expect(days.get('2026-03-02')).toEqual({ positive: 5, negative: 2, balance: 3, count: 2 });
    expect(days.get('2026-03-03')).toEqual({ positive: 0, negative: 4, balance: -4, count: 1 });
    expect(days.get('2026-03-04')).toBeUndefined();
  });

  it('lays a month out in weeks that start on Monday', () => {
    // 1 March 2026 is a Sunday.
    const weeks = monthWeeks(2026, 2);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks(2027, 1)).toHaveLength(4);
  });

  it('counts days across month ends and formats them as dd.MM.yyyy', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(formatDay('2026-03-09')).toBe('09.03.2026');
  });

  it('balances each frequency of the active tokens over the days one of its tokens was on', () => {
    const today = '2026-03-31';
    const entries = [
      entry('2026-03-10', true, 4), // token 1 on (frequency 1)
      entry('2026-03-10', false, 2),
      entry('2026-03-15', false, 6), // nothing on
      entry('2026-03-20', true, 3), // tokens 1 and 2 on
      entry('2026-02-01', true, 6), // older than 30 days
    ];
    const tokens = [token(1, 1, true), token(2, 2, true), token(3, 3, false)];
    const activities = [
      change(1, 'activated', '2026-03-09'),
      change(1, 'deactivated', '2026-03-11'),
      change(3, 'activated', '2026-03-15'),
      change(3, 'deactivated', '2026-03-16'),
      change(1, 'activated', '2026-03-20', 8),
      change(2, 'activated', '2026-03-20', 20),
    ].reverse(); // the API answers newest first
    const result = frequencyBalances(entries, tokens, activities, today);
    expect(
      result.map(({ frequencyId, positive, negative, count }) => [frequencyId, positive, negative, count]),
    ).toEqual([
      [1, 7, 2, 3],
      [2, 3, 0, 1],
    ]);
  });

  it('takes an active token without known switches as on the whole time', () => {
    const result = frequencyBalances([entry('2026-03-05', false, 5)], [token(1, 1, true)], [], '2026-03-31');
    expect(result).toMatchObject([{ frequencyId: 1, positive: 0, negative: 5, count: 1 }]);
  });
});
