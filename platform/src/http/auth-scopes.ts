import type { MessageKey } from '@et/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preValidationAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AuthContext, Authenticator } from './auth';
import { HttpError } from './errors';
import type { ZodTypeProvider } from './zod-schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: set by the user and admin scopes' guard; read anywhere else it answers 401. */
    readonly auth: AuthContext;
  }
}

/** Who may call a route: anyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'admin'];

/** A scope's Fastify instance: route schemas are zod schemas, request parts typed from them. */
export type ApiScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes by who may call them; the service registers each part into its scope. */
export type ScopedRoutes<Ctx> = Partial<Record<Access, (scope: ApiScope, ctx: Ctx) => Promise<void> | void>>;

/** Where the API document says who may call an operation. */
export const ACCESS_EXTENSION = 'x-access';

/** The OpenAPI security scheme of the session cookie (see `api-docs.ts`). */
export const SESSION_SECURITY = 'session';

const authSlot = Symbol('auth');
type WithAuthSlot = FastifyRequest & { [authSlot]: AuthContext | null };

/** The one check of each guarded scope, before any input is read (so 401/403 come before 400/404). */
function guard(authenticator: Authenticator, access: 'user' | 'admin'): onRequestHookHandler {
  const admit = (request: FastifyRequest, auth: AuthContext | null | undefined): void => {
    if (!auth) throw new HttpError(401, 'notLoggedIn');
    if (access === 'admin' && !auth.user.isAdmin) throw new HttpError(403, 'adminOnly');
    (request as WithAuthSlot)[authSlot] = auth;
  };
  return (request, _reply, done) => {
    const token = authenticator.tokenOf(request);
    // The hot path: a session the authenticator holds in memory is answered without a promise.
    const cached = authenticator.peek(token);
    if (cached) {
      try {
        admit(request, cached);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    if (!token) return done(new HttpError(401, 'notLoggedIn'));
    authenticator.fromToken(token).then(
      (auth) => {
        try {
          admit(request, auth);
        } catch (error) {
          return done(error as Error);
        }
        done();
      },
      (error: Error) => done(error),
    );
  };
}

/**
 * A route's own rule, as its `preValidation` hook: refused while an admin acts as someone else,
 * before the input is read (like the scope's guard).
 */
export const notWhileImpersonating =
  (messageKey: MessageKey): preValidationAsyncHookHandler =>
  async (request) => {
    if (request.auth.impersonator) throw new HttpError(403, messageKey);
  };

/**
 * Registers the features' routes into three scopes, as fastify/demo's autohooks do: public, user
 * (one hook requires a session) and admin (one hook requires an admin). Each route's access is
 * written into its schema (`x-access`, and as its tag), so the API document shows it.
 */
export async function registerScopedRoutes<Ctx>(
  app: FastifyInstance,
  authenticator: Authenticator,
  ctx: Ctx,
  features: ReadonlyArray<ScopedRoutes<Ctx>>,
): Promise<void> {
  app.decorateRequest(authSlot, null);
  app.decorateRequest('auth', {
    getter(this: FastifyRequest) {
      const auth = (this as WithAuthSlot)[authSlot];
      if (!auth) throw new HttpError(401, 'notLoggedIn');
      return auth;
    },
  });
  for (const access of ACCESS_LEVELS) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const documented: FastifySchema & Record<string, unknown> = {
          ...route.schema,
          [ACCESS_EXTENSION]: access,
          tags: [access],
          ...(access === 'public' ? {} : { security: [{ [SESSION_SECURITY]: [] }] }),
        };
        route.schema = documented;
      });
      if (access !== 'public') scope.addHook('onRequest', guard(authenticator, access));
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      for (const routes of features) await routes[access]?.(typed, ctx);
    });
  }
}
