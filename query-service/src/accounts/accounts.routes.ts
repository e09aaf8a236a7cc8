import { type CurrentUser, currentUserSchema } from '@et/contracts';
import { AnswersByObject, type AuthContext, type ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

function present(auth: AuthContext): CurrentUser {
  return auth.impersonator ? { ...auth.user, impersonator: auth.impersonator } : auth.user;
}

export const accountQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app) {
    // The hot path of every page: the scope's guard answers from the authenticator's memory when
    // it can, and the answer is sent synchronously, written by its schema (nothing else can leak)
    // once per sign-in the authenticator holds (it replaces that object when the user changes).
    // A user's few fields stay far below the size compression starts at (1 KB), so the
    // compression plugin's hooks are left out here.
    const answers = new AnswersByObject<AuthContext, CurrentUser>(present);
    const options = { schema: { response: { 200: currentUserSchema } }, compress: false } as const;
    app.get('/api/user', options, (request, reply) => {
      answers.send(reply, request.auth);
    });
  },
};
