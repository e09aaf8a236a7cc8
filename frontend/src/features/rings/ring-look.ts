import { type RingType, type RingTypeKind, ringTypeKind } from '@et/contracts/rings';
import { localizedField } from '../../lib/localized';

/** A ring type's badge colours: gold, silver, original, space, other grey (spec 2). */
export const ringBadgeClass: Record<RingTypeKind, string> = {
  gold: 'bg-amber-100 text-amber-900',
  silver: 'bg-slate-200 text-slate-800',
  original: 'bg-orange-100 text-orange-900',
  space: 'bg-indigo-100 text-indigo-900',
  other: 'bg-stone-200 text-stone-700',
};

export const badgeClassOf = (type: string) => ringBadgeClass[ringTypeKind(type)];

/**
 * The name of a ring type in the UI language: the admin's ring type when it exists, else the
 * built-in name, else the code itself.
 */
export function ringTypeName(
  code: string,
  types: readonly RingType[] | undefined,
  language: string,
  builtIn: (kind: Exclude<RingTypeKind, 'other'>) => string,
): string {
  const type = types?.find((candidate) => candidate.code === code);
  if (type) return localizedField(type, 'name', language);
  const kind = ringTypeKind(code);
  return kind === 'other' ? code : builtIn(kind);
}
