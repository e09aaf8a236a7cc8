import type { SettingsEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import { settingsDecider } from './settings.decider';

const spec = specFor(settingsDecider);

const fields = {
  smtpHost: 'smtp.example.com',
  smtpPort: '587',
  smtpUser: 'mail@example.com',
  smtpFrom: 'mail@example.com',
  ringRequestEmails: '',
};
const changed: SettingsEvent = {
  type: 'WebsiteSettingsChanged',
  data: { ...fields, smtpPassEncrypted: 'box-1' },
};

describe('settings decider', () => {
  it('stores SMTP settings with the encrypted password', () =>
    spec([])
      .when({ type: 'ChangeSmtpSettings', ...fields, smtpPassEncrypted: 'box-1' })
      .expectEvents([changed]));
  it('refuses the first SMTP settings without a password', () =>
    spec([])
      .when({ type: 'ChangeSmtpSettings', ...fields })
      .expectRefusal('smtpPassRequired', 'invalid'));
  it('keeps the stored password when none is given', () =>
    spec([changed])
      .when({ type: 'ChangeSmtpSettings', ...fields, smtpHost: 'mail.example.com' })
      .expectEvents([
        {
          type: 'WebsiteSettingsChanged',
          data: { ...fields, smtpHost: 'mail.example.com', smtpPassEncrypted: 'box-1' },
        },
      ]));
  it('records nothing when nothing changed', () =>
    spec([changed])
      .when({ type: 'ChangeSmtpSettings', ...fields })
      .expectEvents([]));
  it('changes and clears the logo', () => {
    spec([])
      .when({ type: 'ChangeLogo', logoUrl: 'https://example.com/logo.png' })
      .expectEvents([{ type: 'LogoChanged', data: { logoUrl: 'https://example.com/logo.png' } }]);
    spec([{ type: 'LogoChanged', data: { logoUrl: 'https://example.com/logo.png' } }])
      .when({ type: 'ChangeLogo', logoUrl: null })
      .expectEvents([{ type: 'LogoChanged', data: { logoUrl: null } }]);
    spec([]).when({ type: 'ChangeLogo', logoUrl: null }).expectEvents([]);
  });

  describe('a successful SMTP check', () => {
    const checked = { ...changed.data };
    const verified: SettingsEvent = {
      type: 'SmtpVerified',
      data: { smtpHost: 'smtp.example.com', via: 'verify' },
    };
    const otherHost: SettingsEvent = {
      type: 'WebsiteSettingsChanged',
      data: { ...changed.data, smtpHost: 'mail.example.com' },
    };

    it('is recorded for the stored settings', () =>
      spec([changed]).when({ type: 'RecordSmtpVerified', checked, via: 'verify' }).expectEvents([verified]));
    it('is recorded from a test mail too', () =>
      spec([changed])
        .when({ type: 'RecordSmtpVerified', checked, via: 'testMail' })
        .expectEvents([{ type: 'SmtpVerified', data: { smtpHost: 'smtp.example.com', via: 'testMail' } }]));
    it('is recorded once while the settings stay', () =>
      spec([changed, verified])
        .when({ type: 'RecordSmtpVerified', checked, via: 'testMail' })
        .expectEvents([]));
    it('records nothing without settings', () =>
      spec([]).when({ type: 'RecordSmtpVerified', checked, via: 'verify' }).expectEvents([]));
    it('records nothing when the settings changed while the check ran', () =>
      spec([changed, otherHost])
        .when({ type: 'RecordSmtpVerified', checked, via: 'verify' })
        .expectEvents([]));
    it('is asked for again after the connection settings change', () =>
      spec([changed, verified, otherHost])
        .when({ type: 'RecordSmtpVerified', checked: { ...otherHost.data }, via: 'verify' })
        .expectEvents([{ type: 'SmtpVerified', data: { smtpHost: 'mail.example.com', via: 'verify' } }]));
    it('stays after a change of the ring-request recipients alone', () =>
      spec([
        changed,
        verified,
        { type: 'WebsiteSettingsChanged', data: { ...changed.data, ringRequestEmails: 'a@example.com' } },
      ])
        .when({ type: 'RecordSmtpVerified', checked, via: 'verify' })
        .expectEvents([]));
    it('is asked for again after a new password', () => {
      const newPassword = { ...changed.data, smtpPassEncrypted: 'box-2' };
      spec([changed, verified, { type: 'WebsiteSettingsChanged', data: newPassword }])
        .when({ type: 'RecordSmtpVerified', checked: newPassword, via: 'verify' })
        .expectEvents([verified]);
    });
  });
});
