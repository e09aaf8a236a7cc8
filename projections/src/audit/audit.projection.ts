import type { AuditDocument } from '@et/contracts';
import { formatPosition } from '@et/platform';
import type { Projection } from '../projection';

/** Bookkeeping events with nothing to tell a person. */
const internal = new Set([
  'UserIdAllocated',
  'NameClaimed',
  'NameReleased',
  'AdminBootstrapStarted',
  'AdminBootstrapped',
]);

/** Never copied into the audit trail: secrets and personal data stay in their own streams. */
const hidden = /hash|password|token|session|email|username|requestId|ip$|pass$/i;

function details(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.test(key) && key !== 'userId'));
}

/** Who did what, when: one entry per event, ids only (names are looked up when read). */
export const auditProjection: Projection = {
  name: 'audit',
  version: 1,
  collections: ['audit'],
  async apply(event, ctx) {
    const audit = ctx.collection<AuditDocument>('audit');
    if (internal.has(event.type)) return;
    const data = (event.data ?? {}) as { userId?: unknown };
    if (event.type === 'UserDeleted' && typeof data.userId === 'number') {
      // The personal stream was erased; so is its trail. The deletion itself stays.
      await audit.deleteMany({ stream: `user-${data.userId}` });
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
      users: [...new Set([actorId, subjectUserId, impersonatorId])].filter((id): id is number => id !== null),
      details: details(event.data),
    });
  },
};
