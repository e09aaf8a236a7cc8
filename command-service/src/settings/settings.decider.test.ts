import type { SettingsEvent } from '@et/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import {
  decide,
  evolve,
  initialSettingsState,
  type SettingsCommand,
  type SettingsState,
} from './settings.decider';

const spec = specFor<SettingsState, SettingsCommand, SettingsEvent>({
  initialState: initialSettingsState,
  evolve,
  decide,
});

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
});
