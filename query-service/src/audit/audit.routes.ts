import {
  type AuditDocument,
  type AuditEntry,
  accountModels,
  auditEntrySchema,
  auditedFields,
  auditModels,
  auditQuery,
  isPersonField,
  type Page,
  pageAnswer,
} from '@et/contracts';
import type { Filter, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { readPage } from '../shared/paging';

/** The ids of the people an entry's details name. */
const peopleIn = (details: Record<string, unknown>) =>
  Object.entries(details).flatMap(([key, value]) =>
    isPersonField(key) && typeof value === 'number' ? [value] : [],
  );

/**
 * The details in the order the feature's allow-list names them (the document store may keep an
 * object's keys in its own order: JSONB sorts them by length).
 */
function inDeclaredOrder(type: string, details: Record<string, unknown>): Record<string, unknown> {
  const declared = auditedFields(type) || [];
  const keys = [...declared.filter((key) => key in details), ...Object.keys(details)];
  return Object.fromEntries([...new Set(keys)].map((key) => [key, details[key]]));
}

/** Audit entries with the names of the people in them (a name erased since shows as `#id`). */
async function presentEntries(ctx: QueryContext, docs: AuditDocument[]): Promise<AuditEntry[]> {
  const ids = [
    ...new Set(docs.flatMap((d) => [d.actorId, d.subjectUserId, d.impersonatorId, ...peopleIn(d.details)])),
  ].filter((id): id is number => id !== null);
  const users = ids.length
    ? await ctx.readModels.collection(accountModels.users).find({ id: { $in: ids } })
    : [];
  const names = new Map(users.map((u) => [u.id, u.username]));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
  return docs.map((d) => ({
    id: d.id,
    at: d.at,
    type: d.type,
    actorId: d.actorId,
    actorName: name(d.actorId),
    impersonatorId: d.impersonatorId,
    impersonatorName: name(d.impersonatorId),
    subjectUserId: d.subjectUserId,
    subjectName: name(d.subjectUserId),
    details: inDeclaredOrder(d.type, d.details),
    people: Object.fromEntries(peopleIn(d.details).map((id) => [String(id), name(id)!])),
  }));
}

export const auditQueryRoutes: ScopedRoutes<QueryContext> = {
  admin(app, ctx) {
    app.get(
      '/api/audit',
      { schema: { querystring: auditQuery, response: { 200: pageAnswer(auditEntrySchema) } } },
      async (request): Promise<Page<AuditEntry>> => {
        const { query } = request;
        const filter: Filter = {};
        if (query.userId !== undefined) filter.users = { $has: query.userId };
        // One history at a time: a token's, else a code's, a ring code's, a ring-code request's.
        if (query.tokenId !== undefined) filter.refs = { $has: `token:${query.tokenId}` };
        else if (query.code) filter.refs = { $has: `code:${query.code}` };
        else if (query.ringCode) filter.refs = { $has: `ringCode:${query.ringCode}` };
        else if (query.requestId !== undefined) filter.refs = { $has: `request:${query.requestId}` };
        const audit = ctx.readModels.collection(auditModels.audit);
        const page = await readPage(audit, query, { filter, sortBy: 'seq', direction: -1 });
        return { ...page, items: await presentEntries(ctx, page.items) };
      },
    );
  },
};
