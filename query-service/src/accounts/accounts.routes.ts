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

export async function accountQueryRoutes(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  // Answered from memory (the authenticator's cache), not a store round trip per request.
  app.get(
    '/api/user',
    { schema: { response: { 200: currentUserSchema } } },
    async (request): Promise<CurrentUser> => {
      const auth = await ctx.auth.requireUser(request);
      return auth.impersonator ? { ...auth.user, impersonator: auth.impersonator } : auth.user;
    },
  );
}
