import { randomBytes } from 'node:crypto';
import { accountModels, DomainError } from '@et/contracts';
import { type Config, WrongExpectedVersionError } from '@et/platform';
import type { CommandContext } from '../shared/context';
import { accountHandler, findLoginAccount, loadAccount, registerAccount } from './account-service';
import { verifyPassword } from './passwords';

const BOOTSTRAP_STREAM = 'admin-bootstrap';

/**
 * Ensures the configured admin account (ADMIN_*), or, while the site has no admin at all,
 * creates `admin` with a random password printed once. The bootstrap stream makes that happen only once,
 * even when several instances start together.
 */
export async function ensureAdmin(ctx: CommandContext): Promise<void> {
  const configured = ctx.config.admin;
  if (configured) {
    await ensureConfiguredAdmin(ctx, configured);
    return;
  }
  if ((await ctx.events.readStream(BOOTSTRAP_STREAM)).length > 0) return;
  // An admin made by an earlier start from ADMIN_* (or promoted since) counts as well.
  const head = await ctx.events.headPosition();
  if (head) await ctx.progress.waitFor(head, 10_000);
  if ((await ctx.readModels.collection(accountModels.users).count({ isAdmin: true })) > 0) return;
  try {
    await ctx.events.append(BOOTSTRAP_STREAM, [{ type: 'AdminBootstrapStarted', data: {} }], 0);
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return; // another instance does it
    throw error;
  }
  const taken = (await findLoginAccount(ctx, 'admin')) !== null;
  const username = taken ? `admin-${randomBytes(3).toString('hex')}` : 'admin';
  const password = randomBytes(12).toString('base64url');
  const { userId } = await registerAccount(
    ctx,
    { username, email: '', password, isAdmin: true, language: 'de', withSession: false },
    {},
  );
  await ctx.events.append(BOOTSTRAP_STREAM, [{ type: 'AdminBootstrapped', data: { userId } }], 1);
  const banner = `\n  Admin account created: username "${username}", password "${password}"\n  (shown only this once; change it under Settings)\n`;
  process.stdout.write(banner);
}

/**
 * ADMIN_PASSWORD is the first password only: the account is created with it when it does not
 * exist; later its owner's changes stand (a start never sets the password again). An existing
 * account is kept an admin and unblocked when it is one, was created as one, or has ADMIN_PASSWORD
 * as its password (the operator's own): someone else who registered the name is not made an admin.
 */
async function ensureConfiguredAdmin(ctx: CommandContext, configured: NonNullable<Config['admin']>) {
  const { username } = configured;
  if ((await findLoginAccount(ctx, username)) === null) {
    try {
      await registerAccount(
        ctx,
        { ...configured, email: configured.email ?? '', isAdmin: true, language: 'de', withSession: false },
        {},
      );
      ctx.log.info(`admin account ${username} created from ADMIN_USERNAME`);
      return;
    } catch (error) {
      // Another instance starting at the same moment claimed the name first: it creates the account.
      if (!(error instanceof DomainError && error.messageKey === 'usernameTaken')) throw error;
    }
  }
  const userId = await findLoginAccount(ctx, username);
  const state = userId === null ? null : await loadAccount(ctx, userId);
  // Claimed by a registration still under way (another instance's start): that one creates it.
  if (userId === null || !state?.exists) return;
  const configuredPassword = await verifyPassword(state.passwordHash, configured.password);
  const { state: ensured } = await accountHandler.handle(
    ctx.events,
    userId,
    { type: 'EnsureAdmin', configuredPassword },
    { actorId: userId },
  );
  if (!ensured.isAdmin)
    ctx.log.warn(
      `ADMIN_USERNAME ${username} names an account someone registered, no admin, whose password is not ADMIN_PASSWORD: left as it is`,
    );
}
