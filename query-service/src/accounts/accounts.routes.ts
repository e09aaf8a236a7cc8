import { type CurrentUser, currentUserSchema } from '@et/contracts';
import type { AuthContext, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

function present(auth: AuthContext): CurrentUser {
  return auth.impersonator ? { ...auth.user, impersonator: auth.impersonator } : auth.user;
}

export const accountQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app) {
    // The hot path of every page: the scope's guard answers from the authenticator's memory when
    // it can, and the answer is sent synchronously (written by its schema: nothing else can leak).
    app.get('/api/user', { schema: { response: { 200: currentUserSchema } } }, (request, reply) => {
      reply.send(present(request.auth));
    });
  },
};
