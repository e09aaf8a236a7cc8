import type { Language } from './language';

/** Accounts' messages: registration, login, passwords, profile (spread into `texts`). */
export const accountsTexts = {
  usernameRequired: { de: 'Benutzername ist erforderlich', en: 'Username is required' },
  usernameTooLong: {
    de: 'Der Benutzername darf höchstens 50 Zeichen haben',
    en: 'Username must be at most 50 characters',
  },
  usernameInvalid: {
    de: 'Der Benutzername darf keine Leerzeichen am Anfang oder Ende und kein @ enthalten',
    en: 'Username must not start or end with spaces and must not contain @',
  },
  emailInvalid: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    en: 'Please enter a valid email address',
  },
  emailInvalidShort: { de: 'Ungültige E-Mail-Adresse', en: 'Invalid email address' },
  passwordRequired: { de: 'Passwort ist erforderlich', en: 'Password is required' },
  passwordTooShort: {
    de: 'Das Passwort muss mindestens 6 Zeichen lang sein',
    en: 'Password must be at least 6 characters long',
  },
  passwordTooLong: {
    de: 'Das Passwort darf höchstens 256 Zeichen haben',
    en: 'Password must be at most 256 characters',
  },
  passwordBlank: {
    de: 'Das Passwort darf nicht nur aus Leerzeichen bestehen',
    en: 'The password must not consist of spaces only',
  },
  passwordTooCommon: {
    de: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    en: 'This password is too common and easy to guess. Please choose another one.',
  },
  passwordsDoNotMatch: { de: 'Die Passwörter stimmen nicht überein', en: 'The passwords do not match' },
  tokenRequired: { de: 'Token ist erforderlich', en: 'Token is required' },
  usernameTaken: { de: 'Dieser Benutzername ist bereits vergeben', en: 'This username is already taken' },
  emailTaken: {
    de: 'Diese E-Mail-Adresse wird bereits verwendet',
    en: 'This email address is already in use',
  },
  invalidCredentials: { de: 'Benutzername oder Passwort ist falsch', en: 'Invalid username or password' },
  accountBlocked: {
    de: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
    en: 'Your account is blocked. Please contact support.',
  },
  resetLinkInvalid: {
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    en: 'The password reset link is invalid or has expired.',
  },
  onboardingStepInvalid: { de: 'Ungültiger Onboarding-Schritt', en: 'Invalid onboarding step' },
  cannotChangeOwnAccount: {
    de: 'Sie können sich nicht selbst sperren, herabstufen oder löschen',
    en: 'You cannot block, demote or delete yourself',
  },
  userNotFound: { de: 'Benutzer nicht gefunden', en: 'User not found' },
  passwordIncorrect: { de: 'Das Passwort ist falsch', en: 'The password is incorrect' },
  lastAdminCannotBeDeleted: {
    de: 'Der letzte Administrator kann sein Konto nicht löschen. Ernennen Sie zuerst einen weiteren Administrator.',
    en: 'The last administrator cannot delete their account. Make someone else an administrator first.',
  },
  notWhileImpersonating: {
    de: 'Das ist während der Anmeldung als anderer Benutzer nicht möglich',
    en: 'This is not possible while logged in as another user',
  },
  cannotImpersonateAdmin: {
    de: 'Als anderer Administrator kann man sich nicht anmelden',
    en: 'You cannot log in as another administrator',
  },
  notImpersonating: {
    de: 'Sie sind nicht als anderer Benutzer angemeldet',
    en: 'You are not logged in as another user',
  },
} as const satisfies Record<string, Record<Language, string>>;
