import {
  DomainError,
  type SettingsEvent,
  type SmtpConnection,
  type SmtpSettingsChanged,
  type SmtpVerified,
  sameSmtpConnection,
} from '@et/contracts';

export interface SettingsState {
  smtp: SmtpSettingsChanged['data'] | null;
  logoUrl: string | null;
  /** A check succeeded since the connection settings last changed. */
  smtpVerified: boolean;
}

export const initialSettingsState = (): SettingsState => ({ smtp: null, logoUrl: null, smtpVerified: false });

export type SettingsCommand =
  | {
      type: 'ChangeSmtpSettings';
      smtpHost: string;
      smtpPort: string;
      smtpUser: string;
      /** Encrypted new password; undefined keeps the stored one. */
      smtpPassEncrypted?: string;
      smtpFrom: string;
      ringRequestEmails: string;
    }
  | { type: 'ChangeLogo'; logoUrl: string | null }
  | {
      type: 'RecordSmtpVerified';
      /** The settings the check used (read before it ran). */
      checked: SmtpConnection;
      via: SmtpVerified['data']['via'];
    };

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'WebsiteSettingsChanged':
      return {
        ...state,
        smtp: { ...event.data },
        smtpVerified: state.smtpVerified && sameSmtpConnection(state.smtp, event.data),
      };
    case 'LogoChanged':
      return { ...state, logoUrl: event.data.logoUrl };
    case 'SmtpVerified':
      return { ...state, smtpVerified: true };
  }
}

/**
 * Site settings rules: a password is needed once; unchanged settings record nothing; a successful
 * check is recorded once per connection settings, and only if they are still the ones it checked.
 */
export function decide(state: SettingsState, command: SettingsCommand): SettingsEvent[] {
  switch (command.type) {
    case 'ChangeSmtpSettings': {
      const { type: _type, smtpPassEncrypted, ...fields } = command;
      const password = smtpPassEncrypted ?? state.smtp?.smtpPassEncrypted ?? null;
      if (!password) throw new DomainError('invalid', 'smtpPassRequired');
      const next = { ...fields, smtpPassEncrypted: password };
      const current = state.smtp;
      if (
        current &&
        (Object.keys(next) as Array<keyof typeof next>).every((key) => next[key] === current[key])
      )
        return [];
      return [{ type: 'WebsiteSettingsChanged', data: next }];
    }
    case 'ChangeLogo':
      return command.logoUrl === state.logoUrl
        ? []
        : [{ type: 'LogoChanged', data: { logoUrl: command.logoUrl } }];
    case 'RecordSmtpVerified':
      if (state.smtpVerified || !sameSmtpConnection(state.smtp, command.checked)) return [];
      return [{ type: 'SmtpVerified', data: { smtpHost: command.checked.smtpHost, via: command.via } }];
  }
}

export const settingsDecider = { initialState: initialSettingsState, evolve, decide };
