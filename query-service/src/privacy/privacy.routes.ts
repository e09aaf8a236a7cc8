import { userExportSchema } from '@et/contracts';
import { notWhileImpersonating, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';
import { exportUserData } from './privacy.service';

/** GDPR self-service: the own data as a download (GDPR Art. 20); erasure is a command. */
export const privacyQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    // For the person themselves: an admin acting as them gets no copy of it.
    const preValidation = notWhileImpersonating('notWhileImpersonating');
    const schema = { response: { 200: userExportSchema } };
    app.get('/api/user/export', { preValidation, schema }, async (request, reply) => {
      const exported = await exportUserData(ctx, request.auth.user.id);
      const day = exported.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="energietaler-meine-daten-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return exported;
    });
  },
};
