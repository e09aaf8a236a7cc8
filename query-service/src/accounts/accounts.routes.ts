import type { CurrentUser } from '@et/contracts';
import type { AuthContext, ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

const userProperties = {
  id: { type: 'integer' },
  username: { type: 'string' },
  email: { type: 'string' },
  isAdmin: { type: 'boolean' },
  isBlocked: { type: 'boolean' },
  hasCompletedOnboarding: { type: 'boolean' },
  onboardingStep: { type: 'integer' },
  language: { type: 'string' },
  createdAt: { type: 'string' },
} as const;

/** The response schema filters the output (nothing else can leak) and serialises it fast. */
const currentUserSchema = {
  type: 'object',
  properties: {
    ...userProperties,
    impersonator: {
      type: 'object',
      properties: { id: { type: 'integer' }, username: { type: 'string' } },
    },
  },
} as const;

function present(auth: AuthContext): CurrentUser {
  return auth.impersonator ? { ...auth.user, impersonator: auth.impersonator } : auth.user;
}

export const accountQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app) {
    // The hot path of every page: the scope's guard answers from the authenticator's memory when
    // it can, and the answer is sent synchronously.
    app.get('/api/user', { schema: { response: { 200: currentUserSchema } } }, (request, reply) => {
      reply.send(present(request.auth));
    });
  },
};
