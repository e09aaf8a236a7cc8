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
  'FrequencyIdAllocated',
  'TokenIdAllocated',
]);

/** Never copied into the audit trail: secrets and personal data stay in their own streams. */
const hidden = /hash|password|^token$|session|email|username|requestId|ip$|pass$/i;

function details(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.test(key) && key !== 'userId'));
}

/** What an event is about, for the history of one token, code or frequency. */
function refsOf(data: unknown): string[] {
  const d = (data ?? {}) as { tokenId?: unknown; code?: unknown; frequencyId?: unknown };
  const refs: string[] = [];
  if (typeof d.tokenId === 'number') refs.push(`token:${d.tokenId}`);
  if (typeof d.code === 'string') refs.push(`code:${d.code}`);
  if (typeof d.frequencyId === 'number') refs.push(`frequency:${d.frequencyId}`);
  return refs;
}

/** Who did what, when: one entry per event, ids only (names are looked up when read). */
export const auditProjection: Projection = {
  name: 'audit',
  // 2: code, token and frequency references (`refs`) for the per-token and per-code history.
  version: 2,
  collections: ['audit'],
  sortIndexes: { audit: ['seq'] },
  async apply(event, ctx) {
    const audit = ctx.collection<AuditDocument>('audit');
    if (internal.has(event.type)) return;
    const data = (event.data ?? {}) as { userId?: unknown };
    if (event.type === 'UserDeleted' && typeof data.userId === 'number') {
      // The personal stream was erased; so is its trail. The deletion itself stays.
      await audit.deleteMany({ stream: { $in: [`user-${data.userId}`, `redeem-attempts-${data.userId}`] } });
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
      refs: refsOf(event.data),
    });
  },
};
