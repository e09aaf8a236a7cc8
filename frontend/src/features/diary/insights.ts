import type { DiaryEntry, EnergyToken, TokenActivity, TokenFrequency } from '@et/contracts';

/** Pure calculations behind the diary's calendar and chart (tested without a browser). */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment, in local time. */
export const localDay = (moment: Date): string =>
  `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;

/** Local midnight at the start of `day`. */
const startOf = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

export const addDays = (day: string, days: number): string => {
  const moment = startOf(day);
  moment.setDate(moment.getDate() + days);
  return localDay(moment);
};

/** dd.MM.yyyy of a `YYYY-MM-DD` day (spec 1), without a detour through time zones. */
export const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};

export interface DayBalance {
  positive: number;
  negative: number;
  /** Positive minus negative strengths. */
  balance: number;
  count: number;
}

/** Each day's sum of positive and negative strengths. */
export function dayBalances(entries: readonly DiaryEntry[]): Map<string, DayBalance> {
  const days = new Map<string, DayBalance>();
  for (const entry of entries) {
    const day = days.get(entry.date) ?? { positive: 0, negative: 0, balance: 0, count: 0 };
    if (entry.isPositive) day.positive += entry.strength;
    else day.negative += entry.strength;
    day.balance = day.positive - day.negative;
    day.count++;
    days.set(entry.date, day);
  }
  return days;
}

/** The weeks of a month (Monday first, spec 1), as days, null where the month has none. */
export function monthWeeks(year: number, monthIndex: number): Array<Array<string | null>> {
  const first = new Date(year, monthIndex, 1);
  const length = new Date(year, monthIndex + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= length; date++) cells.push(`${year}-${pad(monthIndex + 1)}-${pad(date)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

type Interval = [start: number, end: number];

/** When a token was on, from its switches (oldest first); an open switch lasts until now. */
function activeIntervals(token: EnergyToken, switches: readonly TokenActivity[]): Interval[] {
  const intervals: Interval[] = [];
  let since: number | null = null;
  let seen = false;
  for (const change of switches) {
    seen = true;
    const at = Date.parse(change.at);
    if (change.action === 'activated') since ??= at;
    else {
      // Switched off without a known start: on since before the history we hold.
      intervals.push([since ?? Number.NEGATIVE_INFINITY, at]);
      since = null;
    }
  }
  if (token.isActive && (since !== null || !seen))
    intervals.push([since ?? Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
  return intervals;
}

export interface FrequencyBalance {
  frequencyId: number;
  frequency: TokenFrequency | null;
  positive: number;
  negative: number;
  count: number;
}

/**
 * For each frequency of the user's active tokens: the positive and negative strengths of the
 * entries of the last `days` days (today included) that fall on a day when a token of that
 * frequency was on.
 */
export function frequencyBalances(
  entries: readonly DiaryEntry[],
  tokens: readonly EnergyToken[],
  activities: readonly TokenActivity[],
  today: string,
  days = 30,
): FrequencyBalance[] {
  const from = addDays(today, -(days - 1));
  const recent = entries.filter((entry) => entry.date >= from && entry.date <= today);
  const oldestFirst = [...activities].sort((a, b) => a.seq - b.seq);
  const groups = new Map<number, { frequency: TokenFrequency | null; intervals: Interval[] }>();
  for (const token of tokens.filter((candidate) => candidate.isActive)) {
    const group = groups.get(token.frequencyId) ?? { frequency: token.frequency, intervals: [] };
    const switches = oldestFirst.filter((change) => change.tokenId === token.id);
    group.intervals.push(...activeIntervals(token, switches));
    groups.set(token.frequencyId, group);
  }
  return [...groups].map(([frequencyId, { frequency, intervals }]) => {
    const result: FrequencyBalance = { frequencyId, frequency, positive: 0, negative: 0, count: 0 };
    for (const entry of recent) {
      const start = startOf(entry.date).getTime();
      const end = startOf(addDays(entry.date, 1)).getTime();
      if (!intervals.some(([on, off]) => on < end && off > start)) continue;
      if (entry.isPositive) result.positive += entry.strength;
      else result.negative += entry.strength;
      result.count++;
    }
    return result;
  });
}
