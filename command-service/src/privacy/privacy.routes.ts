import { accountModels, deleteOwnAccountBody, OK, okAnswer } from '@et/contracts';
import { HttpError, notWhileImpersonating, type ScopedRoutes } from '@et/platform';
import { accountHandler, loadAccount } from '../accounts/account-service';
import type { AccountState } from '../accounts/accounts.decider';
import { verifyPassword } from '../accounts/passwords';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { beginLogin } from '../shared/throttles';
import { eraseAccount } from './erasure';

/** GDPR self-service: erasing one's own account (the export is a query). */
export const privacyRoutes: ScopedRoutes<CommandContext> = {
  user(app, ctx) {
    // Only the person themselves: an admin acting as them does not know their password.
    const preValidation = notWhileImpersonating('notWhileImpersonating');
    app.delete(
      '/api/user',
      { preValidation, schema: { body: deleteOwnAccountBody, response: { 200: okAnswer } } },
      async (request, reply) => {
        const { auth } = request;
        const { password } = request.body;
        const account = await loadAccount(ctx, auth.user.id);
        // The password is guessed here as at the login: the same throttle counts it.
        const attempt = await beginLogin(ctx.throttles, request.ip, auth.user.username, account);
        if (!(await verifyPassword(account.passwordHash, password))) {
          await attempt.failed();
          throw new HttpError(403, 'passwordIncorrect', {}, { password: 'passwordIncorrect' });
        }
        await attempt.succeeded();
        if (auth.user.isAdmin) await assertAnotherAdmin(ctx, auth.user.id);
        const metadata = metadataOf(auth);
        // The state the deletion was decided on: its names are the ones to free.
        let erased: AccountState | undefined;
        await accountHandler.handle(
          ctx.events,
          auth.user.id,
          (state) => {
            erased = state;
            return { type: 'DeleteOwnAccount' };
          },
          metadata,
        );
        const appended = await eraseAccount(ctx, erased!, metadata);
        await settle(ctx, reply, appended);
        request.session.delete();
        return OK;
      },
    );
  },
};

/** The site must keep an administrator: the last one cannot erase their account. */
async function assertAnotherAdmin(ctx: CommandContext, userId: number): Promise<void> {
  const admins = await ctx.readModels
    .collection(accountModels.users)
    .find({ isAdmin: true, isBlocked: false }, { limit: 2 });
  if (!admins.some((admin) => admin.id !== userId)) throw new HttpError(409, 'lastAdminCannotBeDeleted');
}
