import type { AccountEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import type { AccountCommand } from './accounts.decider';
import { admin, blocked, now, registered, spec, userId } from './accounts.decider.fixtures';

describe('account decider: administration', () => {
  describe('administration', () => {
    const adminId = 1;
    it('grants and revokes admin rights', () => {
      spec([registered]).when({ type: 'SetAdmin', isAdmin: true, actorId: adminId }).expectEvents([admin]);
      spec([registered, admin])
        .when({ type: 'SetAdmin', isAdmin: false, actorId: adminId })
        .expectEvents([{ type: 'AdminRightsRevoked', data: { userId } }]);
      spec([registered, admin]).when({ type: 'SetAdmin', isAdmin: true, actorId: adminId }).expectEvents([]);
    });
    it('refuses demoting oneself', () =>
      spec([registered, admin])
        .when({ type: 'SetAdmin', isAdmin: false, actorId: userId })
        .expectRefusal('cannotChangeOwnAccount', 'forbidden'));
    it('blocks and unblocks', () => {
      spec([registered])
        .when({ type: 'SetBlocked', isBlocked: true, actorId: adminId })
        .expectEvents([blocked]);
      spec([registered, blocked])
        .when({ type: 'SetBlocked', isBlocked: false, actorId: adminId })
        .expectEvents([{ type: 'UserUnblocked', data: { userId } }]);
    });
    it('refuses blocking oneself', () =>
      spec([registered, admin])
        .when({ type: 'SetBlocked', isBlocked: true, actorId: userId })
        .expectRefusal('cannotChangeOwnAccount'));
    it('deletes, but not oneself and not the unknown', () => {
      spec([registered])
        .when({ type: 'Delete', actorId: adminId })
        .expectEvents([{ type: 'UserDeleted', data: { userId } }]);
      spec([registered, admin])
        .when({ type: 'Delete', actorId: userId })
        .expectRefusal('cannotChangeOwnAccount');
      spec([]).when({ type: 'Delete', actorId: adminId }).expectRefusal('userNotFound', 'notFound');
    });
    it('lets owners erase their own account, admins too', () => {
      spec([registered])
        .when({ type: 'DeleteOwnAccount' })
        .expectEvents([{ type: 'UserDeleted', data: { userId } }]);
      spec([registered, admin])
        .when({ type: 'DeleteOwnAccount' })
        .expectEvents([{ type: 'UserDeleted', data: { userId } }]);
    });
    const start: AccountCommand = {
      type: 'StartImpersonation',
      adminId,
      sessionId: 'i1',
      expiresAt: '2099-01-01T00:00:00.000Z',
    };
    it('lets an admin act as a user, and back', () => {
      const started: AccountEvent = {
        type: 'ImpersonationStarted',
        data: { userId, adminId, sessionId: 'i1', expiresAt: '2099-01-01T00:00:00.000Z' },
      };
      spec([registered]).when(start).expectEvents([started]);
      spec([registered, started])
        .when({ type: 'EndImpersonation', adminId, sessionId: 'i1' })
        .expectEvents([{ type: 'ImpersonationEnded', data: { userId, adminId, sessionId: 'i1' } }]);
    });
    it('refuses acting as another admin or a blocked user', () => {
      spec([registered, admin]).when(start).expectRefusal('cannotImpersonateAdmin', 'forbidden');
      spec([registered, blocked]).when(start).expectRefusal('accountBlocked', 'forbidden');
    });
    describe('ensures the configured admin (ADMIN_USERNAME) at start', () => {
      const unblocked: AccountEvent = { type: 'UserUnblocked', data: { userId } };
      const revoked: AccountEvent = { type: 'AdminRightsRevoked', data: { userId } };
      const createdAdmin: AccountEvent = {
        type: 'UserRegistered',
        data: {
          userId,
          username: 'root',
          email: '',
          passwordHash: 'hash-1',
          isAdmin: true,
          language: 'de',
          registeredAt: '2026-01-01T00:00:00.000Z',
        },
      };
      const ensure = (configuredPassword: boolean): AccountCommand => ({
        type: 'EnsureAdmin',
        configuredPassword,
      });
      it('keeps an admin one and unblocks it, never setting its password', () => {
        spec([registered, admin, blocked]).when(ensure(false)).expectEvents([unblocked]);
        spec([registered, admin, blocked]).when(ensure(true)).expectEvents([unblocked]);
      });
      it('changes nothing for an admin as it should be', () => {
        spec([registered, admin]).when(ensure(false)).expectEvents([]);
        spec([createdAdmin]).when(ensure(true)).expectEvents([]);
      });
      it('makes the account a start created an admin again, unblocked, whatever its password is now', () =>
        spec([createdAdmin, revoked, blocked]).when(ensure(false)).expectEvents([admin, unblocked]));
      it('makes a registered account whose password is ADMIN_PASSWORD an admin, unblocked', () =>
        spec([registered, blocked]).when(ensure(true)).expectEvents([admin, unblocked]));
      it('leaves a registered account with another password as it is (someone else took the name)', () => {
        spec([registered, blocked]).when(ensure(false)).expectEvents([]);
        spec([registered, admin, revoked]).when(ensure(false)).expectEvents([]);
      });
    });
  });

  describe('unknown accounts', () => {
    const commands: AccountCommand[] = [
      { type: 'LogIn', sessionId: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
      { type: 'LogOut', sessionId: 's1' },
      { type: 'ChangeProfile', email: 'x@example.com' },
      { type: 'RequestPasswordReset', requestId: 'r1', tokenHash: 't1', expiresAt: now },
      { type: 'ResetPassword', tokenHash: 't1', passwordHash: 'h2', now },
      { type: 'SaveOnboardingStep', step: 2 },
      { type: 'CompleteOnboarding' },
      { type: 'ChangeLanguage', language: 'en' },
      { type: 'SetAdmin', isAdmin: true, actorId: 1 },
      { type: 'SetBlocked', isBlocked: true, actorId: 1 },
      { type: 'Delete', actorId: 1 },
      { type: 'DeleteOwnAccount' },
      { type: 'StartImpersonation', adminId: 1, sessionId: 'i1', expiresAt: now },
      { type: 'EndImpersonation', adminId: 1, sessionId: 'i1' },
      { type: 'EnsureAdmin', configuredPassword: true },
    ];
    it.each(commands.map((command) => [command.type, command] as const))(
      'refuses %s for an account that does not exist',
      (_type, command) => spec([]).when(command).expectRefusal('userNotFound', 'notFound'),
    );
    it.each(commands.map((command) => [command.type, command] as const))(
      'refuses %s for a deleted account',
      (_type, command) =>
        spec([registered, { type: 'UserDeleted', data: { userId } }])
          .when(command)
          .expectRefusal('userNotFound', 'notFound'),
    );
  });
});
