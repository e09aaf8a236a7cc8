import { useTranslation } from '../lib/i18n';
import { withNumbers } from '../lib/numbers';

/**
 * Where the admin code tabs that use the shared code parts keep their texts: a namespace
 * (`codes`), or a namespace and the key they sit under (`rings:codes`, the rings' `codes.…`).
 */
export const codeAdminNamespaces = ['codes', 'rings:codes'] as const;
export type CodeAdminNamespace = (typeof codeAdminNamespaces)[number];

/** The keys each of those places holds for the shared parts (checked in code-admin-texts.test.ts). */
export const codeAdminKeys = [
  'generate',
  'generated',
  'statusFilter',
  'filter.all',
  'filter.available',
  'filter.used',
  'code',
  'status',
  'user',
  'created',
  'used',
  'available',
  'manualLabel',
  'manualPlaceholder',
  'add',
  'added',
  'addFailed',
  'batch.count',
  'batch.hint',
  'batch.submit',
  'batch.generated',
  'batch.invalid',
  'batch.busy',
  'batch.working',
  'batch.progress',
  'batch.partial',
  'batch.more',
  'batch.result',
  'batch.dismiss',
  'batch.csv',
  'batch.sheet',
  'sheet.title',
  'sheet.hint',
  'sheet.print',
  'sheet.failed',
  'sheet.qrAlt',
] as const;
export type CodeAdminKey = (typeof codeAdminKeys)[number];

/**
 * `text(key)`: the tab's own wording of a shared part, its counts formatted (`1.000 Codes erzeugt`);
 * `t` for the common namespace ('common:error').
 */
export function useCodeAdminTexts(place: CodeAdminNamespace) {
  const [ns, under] = place.split(':');
  const { t } = useTranslation(ns);
  const tn = withNumbers(t);
  const text = (key: CodeAdminKey, options?: Record<string, unknown>): string =>
    tn(under ? `${under}.${key}` : key, options);
  return { t, text };
}
