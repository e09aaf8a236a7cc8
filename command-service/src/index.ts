import { registerScopedRoutes, registerSessionCookie } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/accounts.routes';
import { codeRoutes } from './codes/codes.routes';
import { diaryRoutes } from './diary/diary.routes';
import { faqRoutes } from './faq/faq.routes';
import { frequencyRoutes } from './frequencies/frequencies.routes';
import { commandHealthRoutes } from './health/health.routes';
import { legalRoutes } from './legal/legal.routes';
import { messageRoutes } from './messages/messages.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { rewardRoutes } from './rewards/rewards.routes';
import { ringRequestRoutes } from './ring-requests/ring-requests.routes';
import { dimensionRingRoutes } from './rings/dimension-rings.routes';
import { ringCodeRoutes } from './rings/ring-codes.routes';
import { ringTypeRoutes } from './rings/ring-types.routes';
import { settingsRoutes } from './settings/settings.routes';
import type { CommandContext } from './shared/context';
import { tokenRoutes } from './tokens/tokens.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { userAdminRoutes } from './users/users.routes';

export { ensureAdmin } from './accounts/bootstrap';
export { UnreadMessageReminders } from './messages/unread-reminders';
export { erasureResumption } from './privacy/resume-at-start';
export { type CommandContext, commandContext } from './shared/context';

/**
 * Every command route, on an app that already has the platform plugins. With `health` also
 * `GET /api/health`: the command service's own process needs one; in the embedded app the query
 * service's answers for the process (a second would clash with it).
 */
export async function registerCommandService(
  app: FastifyInstance,
  ctx: CommandContext,
  options: { health?: boolean } = {},
): Promise<void> {
  await app.register(async (service) => {
    await registerSessionCookie(service, ctx.config);
    await registerScopedRoutes(service, ctx.auth, ctx, [
      ...(options.health ? [commandHealthRoutes] : []),
      accountRoutes,
      userAdminRoutes,
      settingsRoutes,
      frequencyRoutes,
      codeRoutes,
      tokenRoutes,
      ringTypeRoutes,
      ringCodeRoutes,
      dimensionRingRoutes,
      ringRequestRoutes,
      privacyRoutes,
      uploadRoutes,
      diaryRoutes,
      faqRoutes,
      legalRoutes,
      rewardRoutes,
      messageRoutes,
    ]);
  });
}
