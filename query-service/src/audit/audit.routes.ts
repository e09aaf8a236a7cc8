import { type AuditDocument, type AuditEntry, auditQuery, type Page, type User } from '@et/contracts';
import { type Filter, parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

export async function auditQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/audit', async (request): Promise<Page<AuditEntry>> => {
    await ctx.auth.requireAdmin(request);
    const query = parseInput(auditQuery, request.query);
    const audit = ctx.readModels.collection<AuditDocument>('audit');
    const filter: Filter = {};
    if (query.userId !== undefined) filter.users = { $has: query.userId };
    // One history at a time: a token's, else a code's.
    if (query.tokenId !== undefined) filter.refs = { $has: `token:${query.tokenId}` };
    else if (query.code) filter.refs = { $has: `code:${query.code}` };
    const [docs, total] = await Promise.all([
      audit.find(filter, {
        sort: { seq: -1 },
        limit: query.pageSize,
        skip: (query.page - 1) * query.pageSize,
      }),
      audit.count(filter),
    ]);
    const ids = [...new Set(docs.flatMap((d) => [d.actorId, d.subjectUserId, d.impersonatorId]))].filter(
      (id): id is number => id !== null,
    );
    const users = ids.length ? await ctx.readModels.collection<User>('users').find({ id: { $in: ids } }) : [];
    const names = new Map(users.map((u) => [u.id, u.username]));
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
    const items = docs.map((d) => ({
      id: d.id,
      at: d.at,
      type: d.type,
      actorId: d.actorId,
      actorName: name(d.actorId),
      impersonatorId: d.impersonatorId,
      impersonatorName: name(d.impersonatorId),
      subjectUserId: d.subjectUserId,
      subjectName: name(d.subjectUserId),
      details: d.details,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
}
