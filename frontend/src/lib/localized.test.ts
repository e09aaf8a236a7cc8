import { describe, expect, it } from 'vitest';
import { frequencyLook } from './frequency-colors';
import { localizedField } from './localized';

const frequency = { nameDE: 'Liebe', nameEN: 'Love', descriptionDE: 'Herz', descriptionEN: '' };

describe('localizedField', () => {
  it('picks the field in the language, German by default', () => {
    expect(localizedField(frequency, 'name', 'en')).toBe('Love');
    expect(localizedField(frequency, 'name', 'en-GB')).toBe('Love');
    expect(localizedField(frequency, 'name', 'de')).toBe('Liebe');
  });
  it('falls back to German when the English text is empty', () => {
    expect(localizedField(frequency, 'description', 'en')).toBe('Herz');
  });
});

describe('frequencyLook', () => {
  it('colours gold, orange, yellow and red; anything else is blue', () => {
    expect(frequencyLook('gold').hex).toBe('#d4af37');
    expect(frequencyLook('red').dot).toBe('bg-red-500');
    expect(frequencyLook('violet')).toEqual(frequencyLook('blue'));
    expect(frequencyLook(null)).toEqual(frequencyLook('blue'));
    expect(frequencyLook('toString')).toEqual(frequencyLook('blue'));
  });
});
