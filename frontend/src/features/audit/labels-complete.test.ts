import { auditedFields, features } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de/audit.json';
import en from '../../i18n/en/audit.json';

/** Every event the audit trail shows, by every feature's declaration. */
const audited = features
  .flatMap((feature) => Object.keys(feature.events))
  .filter((type) => auditedFields(type));

describe('the audit trail names every event and field it shows, in German and English', () => {
  it.each([
    ['de', de],
    ['en', en],
  ] as const)('%s', (_, texts) => {
    const events: Record<string, string> = texts.events;
    const fields: Record<string, string> = texts.fields;
    expect(audited.filter((type) => !events[type])).toEqual([]);
    const shown = new Set(audited.flatMap((type) => auditedFields(type) || []));
    expect([...shown].filter((field) => !fields[field])).toEqual([]);
  });
});
