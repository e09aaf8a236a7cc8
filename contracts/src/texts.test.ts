import { describe, expect, it } from 'vitest';
import type { FeatureDeclaration } from './feature';
import { features } from './features';
import { coreTexts, languages, type MessageKey, texts, translate } from './texts';

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

/** Each text lives in one place: the core group, or the feature that declares it. */
describe('texts and the feature declarations', () => {
  const declared = features.flatMap((feature: FeatureDeclaration) =>
    Object.entries(feature.texts ?? {}).map(([key, text]) => ({ feature: feature.name, key, text })),
  );

  it('hold every text a feature declares, as it declares it', () => {
    const missing = declared.filter(
      ({ key, text }) => JSON.stringify(texts[key as MessageKey]) !== JSON.stringify(text),
    );
    expect(missing.map(({ feature, key }) => `${feature}:${key}`)).toEqual([]);
  });

  it('hold no text twice and none that neither the core group nor one feature declares', () => {
    const owners = new Map<string, string[]>();
    for (const { feature, key } of declared) owners.set(key, [...(owners.get(key) ?? []), feature]);
    for (const key of Object.keys(coreTexts)) owners.set(key, [...(owners.get(key) ?? []), 'core']);
    const misplaced = Object.keys(texts).filter((key) => owners.get(key)?.length !== 1);
    expect(misplaced.map((key) => `${key}: ${owners.get(key)?.join(', ') ?? 'nobody'}`)).toEqual([]);
  });
});
