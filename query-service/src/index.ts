import { parsePosition, registerScopedRoutes } from '@et/platform';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { accountQueryRoutes } from './accounts/accounts.routes';
import { adminQueryRoutes } from './admin/admin.routes';
import { setupStatusRoutes } from './admin/setup-status.routes';
import { auditQueryRoutes } from './audit/audit.routes';
import { codeQueryRoutes } from './codes/codes.routes';
import type { QueryContext } from './context';
import { diaryQueryRoutes } from './diary/diary.routes';
import { docsRoutes } from './docs/docs.routes';
import { faqQueryRoutes } from './faq/faq.routes';
import { frequencyQueryRoutes } from './frequencies/frequencies.routes';
import { healthRoutes } from './health/health.routes';
import { legalQueryRoutes } from './legal/legal.routes';
import { liveRoutes } from './live/live.routes';
import { messageQueryRoutes } from './messages/messages.routes';
import { privacyQueryRoutes } from './privacy/privacy.routes';
import { rewardQueryRoutes } from './rewards/rewards.routes';
import { ringRequestQueryRoutes } from './ring-requests/ring-requests.routes';
import { ringQueryRoutes } from './rings/rings.routes';
import { settingsQueryRoutes } from './settings/settings.routes';
import { tokenQueryRoutes } from './tokens/tokens.routes';
import { uploadQueryRoutes } from './uploads/uploads.routes';
import { userQueryRoutes } from './users/users.routes';

export { type QueryContext, queryContext } from './context';

/** How long a query waits for a position its client has seen; then it answers what it has. */
const AFTER_POSITION_TIMEOUT_MS = 2000;

/** Every query route and `/ws`, on an app that already has the platform plugins. */
export async function registerQueryService(app: FastifyInstance, ctx: QueryContext): Promise<void> {
  await app.register(async (scope) => {
    // Read your writes across processes: a client that got a command's `x-event-position` sends it
    // back as `x-after-position`, and the query waits (bounded) until this instance has passed it
    // and forgotten what it changed. Without the header nothing waits (and nothing is awaited).
    scope.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['x-after-position'];
      const position = typeof header === 'string' ? parsePosition(header) : null;
      if (!position) return done();
      void ctx.feed.waitFor(position, AFTER_POSITION_TIMEOUT_MS).then(() => done());
    });
    await registerScopedRoutes(scope, ctx.auth, ctx, [
      healthRoutes,
      accountQueryRoutes,
      userQueryRoutes,
      auditQueryRoutes,
      adminQueryRoutes,
      setupStatusRoutes,
      settingsQueryRoutes,
      frequencyQueryRoutes,
      tokenQueryRoutes,
      codeQueryRoutes,
      ringQueryRoutes,
      ringRequestQueryRoutes,
      privacyQueryRoutes,
      uploadQueryRoutes,
      diaryQueryRoutes,
      faqQueryRoutes,
      legalQueryRoutes,
      rewardQueryRoutes,
      messageQueryRoutes,
      docsRoutes,
    ]);
  });
  // In its own scope: the websocket plugin's hooks then run for /ws only, not for every query.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    await liveRoutes(scope, ctx);
  });
}
