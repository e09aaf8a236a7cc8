import { randomBytes } from 'node:crypto';
import type { User } from '@et/contracts';
import { WrongExpectedVersionError } from '@et/platform';
import type { CommandContext } from '../shared/context';
import { findLoginAccount, loadAccount, registerAccount, runAccountCommand } from './account-service';
import { hashPassword, verifyPassword } from './passwords';

const BOOTSTRAP_STREAM = 'admin-bootstrap';

/**
 * Ensures the configured admin account (ADMIN_*), or, while the site has no admin at all,
 * creates `admin` with a random password printed once. The bootstrap stream makes that happen only once,
 * even when several instances start together.
 */
export async function ensureAdmin(ctx: CommandContext): Promise<void> {
  const configured = ctx.config.admin;
  if (configured) {
    const existing = await findLoginAccount(ctx, configured.username);
    if (existing === null) {
      await registerAccount(
        ctx,
        { ...configured, email: configured.email ?? '', isAdmin: true, language: 'de', withSession: false },
        {},
      );
      ctx.log.info(`admin account ${configured.username} created from ADMIN_USERNAME`);
      return;
    }
    const state = await loadAccount(ctx, existing);
    const passwordHash = (await verifyPassword(state.passwordHash, configured.password))
      ? undefined
      : await hashPassword(configured.password);
    await runAccountCommand(ctx, existing, { type: 'EnsureAdmin', passwordHash }, { actorId: existing });
    return;
  }
  if ((await ctx.events.readStream(BOOTSTRAP_STREAM)).length > 0) return;
  // An admin made by an earlier start from ADMIN_* (or promoted since) counts as well.
  const head = await ctx.events.headPosition();
  if (head) await ctx.progress.waitFor(head, 10_000);
  if ((await ctx.readModels.collection<User>('users').count({ isAdmin: true })) > 0) return;
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
