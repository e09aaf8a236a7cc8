import { accountsFeature } from './accounts.feature';
import { auditModels } from './audit';
import { codesFeature } from './codes.feature';
import { diaryFeature } from './diary.feature';
import { faqFeature } from './faq.feature';
import {
  type AuditRefKind,
  defineFeature,
  type EventDeclaration,
  type FeatureDeclaration,
  type LiveRule,
  type PersonalReadModel,
} from './feature';
import { frequenciesFeature } from './frequencies.feature';
import { handoversFeature } from './handovers.feature';
import { legalFeature } from './legal.feature';
import { messagesFeature } from './messages.feature';
import { rewardsFeature } from './rewards.feature';
import { ringRequestsFeature } from './ring-requests.feature';
import { ringsFeature } from './rings.feature';
import { settingsFeature } from './settings.feature';
import { tokensFeature } from './tokens.feature';
import { usageFeature } from './usage.feature';
import type { LiveMessage } from './ws';

/** The audit trail itself holds who did what to whom (by id). */
const auditFeature = defineFeature<never>({
  name: 'audit',
  events: {},
  personalData: {
    readModels: [{ readModel: auditModels.audit, field: 'users', many: true, erased: { cleared: [] } }],
  },
});

/** Every feature of the product: one line each. */
export const features = [
  accountsFeature,
  settingsFeature,
  frequenciesFeature,
  codesFeature,
  tokensFeature,
  ringsFeature,
  ringRequestsFeature,
  diaryFeature,
  faqFeature,
  legalFeature,
  rewardsFeature,
  usageFeature,
  messagesFeature,
  handoversFeature,
  auditFeature,
] as const satisfies readonly FeatureDeclaration[];

const declarations = new Map<string, EventDeclaration>(
  features.flatMap((feature: FeatureDeclaration) =>
    Object.entries(feature.events as Record<string, EventDeclaration>),
  ),
);

/** How an event type is declared; undefined for a type no feature declares. */
export function eventDeclaration(type: string): EventDeclaration | undefined {
  return declarations.get(type);
}

export function isDeclaredEvent(type: string): boolean {
  return declarations.has(type);
}

/** The fields of an event an admin may read; none for undeclared or bookkeeping events. */
export function auditedFields(type: string): readonly string[] | false {
  return declarations.get(type)?.audit ?? false;
}

/** Who hears what over `/ws` after an event of this type (every declared message is a `LiveMessage`). */
export function liveRules(type: string): ReadonlyArray<LiveRule<unknown, LiveMessage>> {
  return (declarations.get(type)?.live ?? []) as ReadonlyArray<LiveRule<unknown, LiveMessage>>;
}

export function endsSessions(type: string): boolean {
  return declarations.get(type)?.endsSessions ?? false;
}

/** Audit filters: event field → reference kind (`tokenId` → `token:{id}`). */
export const auditRefs: ReadonlyArray<[field: string, kind: AuditRefKind]> = features.flatMap((feature) =>
  Object.entries(feature.auditRefs ?? {}),
);

/** Every stream that belongs to one person alone. */
export function personalStreams(userId: number): string[] {
  return features.flatMap((feature) => feature.personalData?.streams?.(userId) ?? []);
}

/** Every read model holding a person's data, with the feature it belongs to. */
export const personalReadModels: ReadonlyArray<PersonalReadModel & { feature: string }> = features.flatMap(
  (feature) => (feature.personalData?.readModels ?? []).map((model) => ({ ...model, feature: feature.name })),
);
