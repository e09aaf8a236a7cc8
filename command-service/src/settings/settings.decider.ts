import { DomainError, type SettingsEvent, type SmtpSettingsChanged } from '@et/contracts';

export interface SettingsState {
  smtp: SmtpSettingsChanged['data'] | null;
  logoUrl: string | null;
}

export const initialSettingsState = (): SettingsState => ({ smtp: null, logoUrl: null });

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
  | { type: 'ChangeLogo'; logoUrl: string | null };

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'WebsiteSettingsChanged':
      return { ...state, smtp: { ...event.data } };
    case 'LogoChanged':
      return { ...state, logoUrl: event.data.logoUrl };
  }
}

/** Site settings rules: a password is needed once; unchanged settings record nothing. */
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
  }
}
