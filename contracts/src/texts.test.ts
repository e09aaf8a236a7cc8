import { describe, expect, it } from 'vitest';
import { languages, texts, translate } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** The server's messages (API answers, form messages, mail lines): one entry per text, both languages. */
describe('server texts', () => {
  const entries = Object.entries(texts) as [string, Record<string, string>][];

  it('hold German and English for every key, and nothing else', () => {
    const incomplete = entries.filter(
      ([, text]) =>
        Object.keys(text).sort().join() !== [...languages].sort().join() ||
        languages.some((language) => !text[language]?.trim()),
    );
    expect(incomplete.map(([key]) => key)).toEqual([]);
  });

  it('fill the same placeholders in both languages', () => {
    const differing = entries.filter(
      ([, text]) => placeholders(text.de!).join() !== placeholders(text.en!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('fill placeholders from the parameters', () => {
    expect(translate('tooManyRequests', 'de', { minutes: 15 })).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    expect(translate('tooManyRequests', 'en', { minutes: 15 })).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
  });
});
