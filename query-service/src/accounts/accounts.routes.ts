import type { CurrentUser } from '@et/contracts';
import type { AuthContext } from '@et/platform';
import type { FastifyInstance } from 'fastify';
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

export async function accountQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  // The hot path of every page: answered synchronously from the authenticator's memory when it
  // can; otherwise (a session's first request, or while the cache catches up) from the store.
  app.get('/api/user', { schema: { response: { 200: currentUserSchema } } }, (request, reply) => {
    const cached = ctx.auth.peek(ctx.auth.tokenOf(request));
    if (cached) return reply.send(present(cached));
    return ctx.auth.requireUser(request).then((auth) => reply.send(present(auth)));
  });
}
