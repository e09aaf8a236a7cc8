import { formatDateTime } from '../../lib/dates';
import type { TFunction } from '../../lib/i18n';

/** `RingCodeCreated` → "Ring code created", `expiresAt` → "Expires at": for names no label covers yet. */
export function readableName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  const text = words
    .map((word, i) => (i > 0 && !/^[A-Z]{2,}$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Enum values are single words; anything else (codes, URLs, names) is shown as it is. */
const enumWord = /^[A-Za-z][A-Za-z0-9]*$/;

/** The audit namespace's labels: event types, detail fields and their enum values, with fallbacks. */
export function auditLabels(t: TFunction<'audit'>) {
  return {
    event: (type: string) => t(`audit:events.${type}`, { defaultValue: readableName(type) }),
    field: (key: string) => t(`audit:fields.${key}`, { defaultValue: readableName(key) }),
    value: (key: string, value: unknown): string => {
      if (typeof value === 'boolean') return value ? t('audit:values.yes') : t('audit:values.no');
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (value === null || value === undefined) return '–';
      if (typeof value !== 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
      if (isoDate.test(value)) return formatDateTime(value);
      if (enumWord.test(value)) return t(`audit:values.${key}.${value}`, { defaultValue: value });
      return value;
    },
  };
}
