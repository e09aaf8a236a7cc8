import { auditedFields, auditModels, auditRefs, personalStreams } from '@et/contracts';
import { formatPosition } from '@et/platform';
import type { Projection } from '../projection';

/** Only the fields the event's feature allows an admin to read (its audit allow-list). */
function details(fields: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

/** What an event is about, for the history of one token, code or frequency. */
function refsOf(data: Record<string, unknown>): string[] {
  return auditRefs.flatMap(([field, kind]) => {
    const value = data[field];
    if (typeof value !== 'number' && typeof value !== 'string') return [];
    return [`${typeof kind === 'function' ? kind(data) : kind}:${value}`];
  });
}

/** The people an event names besides its subject (`auditRefs` of kind `user`, e.g. a handover's giver and taker). */
function usersNamedIn(data: Record<string, unknown>): number[] {
  return auditRefs.flatMap(([field, kind]) => {
    const value = data[field];
    return kind === 'user' && typeof value === 'number' ? [value] : [];
  });
}

/** Who did what, when: one entry per declared event, ids only (names are looked up when read). */
export const auditProjection: Projection = {
  name: 'audit',
  // 3: details from the features' allow-lists (no token names, no SMTP password).
  // 4: the people an event names (a handover's giver and taker) find it under their name too.
  // 5: a handover's offer and its end are in the item's history (refs of a kind the event names).
  version: 5,
  collections: [auditModels.audit],
  sortIndexes: [[auditModels.audit, ['seq']]],
  async apply(event, ctx) {
    const fields = auditedFields(event.type);
    if (fields === false) return;
    const audit = ctx.collection(auditModels.audit);
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (event.type === 'UserDeleted' && typeof data.userId === 'number') {
      // The personal streams were erased; so is their trail. The deletion itself stays.
      await audit.deleteMany({ stream: { $in: personalStreams(data.userId) } });
    }
    const subjectUserId = typeof data.userId === 'number' ? data.userId : null;
    const actorId = event.metadata.actorId ?? null;
    const impersonatorId = event.metadata.impersonatorId ?? null;
    await audit.upsert({
      id: formatPosition(event.position),
      seq: Number(event.position[1]),
      at: event.recordedAt,
      type: event.type,
      stream: event.streamId,
      actorId,
      impersonatorId,
      subjectUserId,
      users: [...new Set([actorId, subjectUserId, impersonatorId, ...usersNamedIn(data)])].filter(
        (id): id is number => id !== null,
      ),
      details: details(fields, data),
      refs: refsOf(data),
    });
  },
};
