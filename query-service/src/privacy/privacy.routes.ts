import { personalReadModels, type UserExport } from '@et/contracts';
import { type Filter, HttpError } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import type { QueryContext } from '../context';

/** Everything the features declare personal about one user, without what is never handed out. */
export async function exportUserData(ctx: QueryContext, userId: number): Promise<UserExport> {
  const data: UserExport['data'] = {};
  for (const model of personalReadModels) {
    const filter: Filter = { [model.field]: model.many ? { $has: userId } : userId };
    const docs = await ctx.readModels.collection(model.collection).find(filter);
    const hidden = new Set(model.private ?? []);
    data[model.feature] ??= {};
    data[model.feature]![model.collection] = docs.map((doc) =>
      Object.fromEntries(Object.entries(doc).filter(([field]) => !hidden.has(field))),
    );
  }
  return { exportedAt: new Date().toISOString(), userId, data };
}

/** GDPR self-service: the own data as a download (GDPR Art. 20); erasure is a command. */
export async function privacyQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  app.get('/api/user/export', async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    // For the person themselves: an admin acting as them gets no copy of it.
    if (auth.impersonator) throw new HttpError(403, 'notWhileImpersonating');
    const exported = await exportUserData(ctx, auth.user.id);
    const day = exported.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="energietaler-meine-daten-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return exported;
  });
}
