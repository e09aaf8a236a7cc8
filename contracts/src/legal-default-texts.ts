import type { LegalPageFields, LegalPageName } from './legal';
import { defaultTermsOfUse } from './legal-default-terms';

/**
 * The starting texts, shown until an admin saves their own. The Impressum can only be written by
 * the operator (name, address, contact are theirs); its "Kontakt" heading is where the footer's
 * contact link leads. The privacy notice names what this app stores; the terms of use are a template.
 */
export const defaultLegalTexts: Record<LegalPageName, LegalPageFields> = {
  impressum: {
    textDE: `Dieses Impressum ist noch nicht ausgefüllt.

Der Betreiber dieser Website muss hier seine Angaben nach § 5 DDG eintragen (im Admin-Bereich unter „Einstellungen“):

# Anbieter

Name bzw. Firma und Rechtsform
Anschrift (keine Postfachadresse)

# Kontakt

E-Mail-Adresse
eine weitere schnelle Kontaktmöglichkeit (z. B. Telefon)

# Register und Steuern

gegebenenfalls Handelsregister und Registernummer
gegebenenfalls Umsatzsteuer-Identifikationsnummer

# Verantwortlich für den Inhalt

Name und Anschrift`,
    textEN: `This legal notice (Impressum) has not been filled in yet.

The operator of this website must enter their details here as required by German law (§ 5 DDG), in the admin area under "Settings":

# Provider

Name or company and legal form
Postal address (no P.O. box)

# Contact

E-mail address
another fast way of contact (e.g. telephone)

# Register and tax

Commercial register and number, if any
VAT identification number, if any

# Responsible for the content

Name and address`,
  },
  datenschutz: {
    textDE: `Verantwortlich für die Verarbeitung Ihrer Daten ist der Betreiber dieser Website (siehe Impressum).

# Welche Daten wir speichern

Konto: Benutzername, E-Mail-Adresse, Ihr Passwort nur als sicherer Hash, Ihre Sprache und Ihr Fortschritt im Einstieg. Zum Schutz vor Missbrauch werden Anmeldungen mit Zeitpunkt und, für begrenzte Zeit, die IP-Adresse verarbeitet.

Sitzung: ein technisch notwendiges Cookie, das Sie angemeldet hält. Es werden keine Tracking- oder Werbe-Cookies gesetzt.

Energietaler: die Codes, die Sie eingelöst haben, Namen und Frequenzen Ihrer Energietaler und wann Sie sie aktiviert oder deaktiviert haben.

Dimensionsringe: Ihre Ringe, ihre Frequenzen und Ihre Anfragen nach Ring-Codes (Name, E-Mail, Bestellnummer und Notizen, die Sie angeben).

Tagebuch: Ihre Einträge werden nur gespeichert, wenn Sie vorher ausdrücklich eingewilligt haben. Sie können die Einwilligung in den Einstellungen widerrufen und dabei alle Einträge löschen.

Nachrichten: Nachrichten, die Sie vom Team erhalten, und ob Sie sie gelesen haben.

Häufige Fragen: Ihre Antwort auf „War das hilfreich?“.

E-Mail: Wir senden E-Mails, wenn Sie ein neues Passwort anfordern, wenn Ihre Ring-Anfrage beantwortet wird oder eine Nachricht eine Stunde lang ungelesen bleibt (abbestellbar in den Einstellungen). Dafür wird Ihre Adresse an unseren E-Mail-Dienst übermittelt.

# Zweck und Rechtsgrundlage

Wir verarbeiten diese Daten, um Ihnen die Funktionen dieser App bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO), zum Schutz vor Missbrauch (Art. 6 Abs. 1 lit. f DSGVO) und, beim Tagebuch, auf Grund Ihrer Einwilligung (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO). Administratoren sehen ein Protokoll, wer wann welche Aktion ausgeführt hat; Tagebuchtexte und Nachrichteninhalte stehen nicht darin.

# Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen.

Export und Löschung erledigen Sie selbst: Unter „Konto“ laden Sie alle Ihre Daten als Datei herunter und löschen Ihr Konto mit allen Daten.

Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.

# Speicherdauer

Ihre Daten bleiben gespeichert, solange Ihr Konto besteht. Löschen Sie Ihr Konto, werden Ihre Daten entfernt.`,
    textEN: `The operator of this website is responsible for processing your data (see the legal notice, Impressum).

# What we store

Account: username, e-mail address, your password only as a secure hash, your language and your onboarding progress. To protect against abuse, logins are processed with their time and, for a limited time, the IP address.

Session: a technically necessary cookie that keeps you signed in. No tracking or advertising cookies are set.

Energy tokens: the codes you redeemed, the names and frequencies of your energy tokens and when you activated or deactivated them.

Dimension rings: your rings, their frequencies and your requests for ring codes (name, e-mail, order number and notes you give).

Diary: your entries are stored only after you have explicitly consented. You can withdraw your consent in the settings and delete all entries at the same time.

Messages: messages you receive from the team and whether you have read them.

FAQs: your answer to "Was this helpful?".

E-mail: we send e-mails when you ask for a new password, when your ring request is answered, or when a message stays unread for an hour (you can turn this off in the settings). For this your address is passed to our e-mail service.

# Purpose and legal basis

We process this data to provide the features of this app (Art. 6(1)(b) GDPR), to protect against abuse (Art. 6(1)(f) GDPR) and, for the diary, on the basis of your consent (Art. 6(1)(a) and Art. 9(2)(a) GDPR). Administrators see a log of who did what and when; diary texts and message contents are not in it.

# Your rights

You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw a consent at any time.

You handle export and deletion yourself: under "Account" you download all your data as a file and delete your account with all its data.

You may also lodge a complaint with a data protection supervisory authority.

# How long we keep it

Your data is kept as long as your account exists. When you delete your account, your data is removed.`,
  },
  nutzungsbedingungen: defaultTermsOfUse,
};
