import { personalReadModels, type UserExport } from '@et/contracts';
import { type Filter, notWhileImpersonating, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** Everything the features declare personal about one user, without what is never handed out. */
export async function exportUserData(ctx: QueryContext, userId: number): Promise<UserExport> {
  const data: UserExport['data'] = {};
  for (const model of personalReadModels) {
    const filter: Filter = { [model.field]: model.many ? { $has: userId } : userId };
    const docs = await ctx.readModels.collection(model.readModel).find(filter);
    const hidden = new Set(model.private ?? []);
    data[model.feature] ??= {};
    data[model.feature]![model.readModel.name] = docs.map((doc) =>
      Object.fromEntries(Object.entries(doc).filter(([field]) => !hidden.has(field))),
    );
  }
  return { exportedAt: new Date().toISOString(), userId, data };
}

/** GDPR self-service: the own data as a download (GDPR Art. 20); erasure is a command. */
export const privacyQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // For the person themselves: an admin acting as them gets no copy of it.
    const preValidation = notWhileImpersonating('notWhileImpersonating');
    app.get('/api/user/export', { preValidation }, async (request, reply) => {
      const exported = await exportUserData(ctx, request.auth.user.id);
      const day = exported.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="energietaler-meine-daten-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return exported;
    });
  },
};
