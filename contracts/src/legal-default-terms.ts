import type { LegalPageFields } from './legal';

/**
 * The starting terms of use (/nutzungsbedingungen): a plain template for the operator to check and
 * adapt. It names what this app does (accounts, one-time codes, the diary) and says what a person
 * may expect and must not do, in words a user understands.
 */
export const defaultTermsOfUse: LegalPageFields = {
  textDE: `Diese Nutzungsbedingungen gelten für die Nutzung dieser App. Anbieter ist der im Impressum genannte Betreiber.

# Ihr Konto

Für die meisten Funktionen brauchen Sie ein Konto. Bitte machen Sie wahre Angaben, halten Sie Ihr Passwort geheim und geben Sie Ihr Konto nicht an andere weiter.

Sie können Ihr Konto jederzeit selbst löschen: unter „Konto“. Dabei werden alle Ihre Daten gelöscht.

# Codes, Energietaler und Dimensionsringe

Jeder Code kann nur einmal eingelöst werden. Er gehört zu dem Energietaler oder Dimensionsring, dem er beiliegt. Codes anderer Personen auszuprobieren ist nicht erlaubt; nach mehreren falschen Eingaben wird das Einlösen eine Zeit lang gesperrt.

# Kein Ersatz für ärztlichen Rat

Die Inhalte dieser App dienen Ihrer persönlichen Begleitung. Sie ersetzen keine ärztliche, psychotherapeutische oder sonstige fachliche Beratung, Untersuchung oder Behandlung.

# Ihre Inhalte

Ihre Tagebucheinträge gehören Ihnen und sind nur für Sie sichtbar. Die Texte, Bilder und Videos der App sind urheberrechtlich geschützt und nur für Ihren persönlichen Gebrauch bestimmt.

# Was nicht erlaubt ist

Die App darf nicht missbraucht werden, zum Beispiel durch automatisierte Abfragen, das Umgehen von Sicherheitsmaßnahmen oder den Versuch, auf fremde Konten oder Daten zuzugreifen. Bei Verstößen können wir ein Konto sperren.

# Verfügbarkeit

Wir bemühen uns, dass die App jederzeit erreichbar ist. Wegen Wartung oder Störungen kann sie aber zeitweise nicht verfügbar sein.

# Haftung

Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Im Übrigen haften wir nur für die Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren, typischen Schaden.

# Änderungen

Wir können diese Nutzungsbedingungen ändern. Über wesentliche Änderungen informieren wir Sie rechtzeitig vorher, zum Beispiel mit einer Nachricht in der App.

# Fragen

Bei Fragen erreichen Sie uns über die Kontaktangaben im Impressum.`,
  textEN: `These terms of use apply to the use of this app. The provider is the operator named in the legal notice (Impressum).

# Your account

Most features need an account. Please give true details, keep your password secret and do not pass your account on to others.

You can delete your account yourself at any time, under "Account". All your data is deleted with it.

# Codes, energy tokens and dimension rings

Each code can be redeemed only once. It belongs to the energy token or dimension ring it came with. Trying out other people's codes is not allowed; after several wrong entries, redeeming is blocked for a while.

# No substitute for medical advice

The contents of this app are meant as personal companionship. They do not replace medical, psychotherapeutic or other professional advice, examination or treatment.

# Your content

Your diary entries belong to you and only you can see them. The texts, images and videos of the app are protected by copyright and meant for your personal use only.

# What is not allowed

The app must not be misused, for example by automated requests, by getting around security measures or by trying to access other people's accounts or data. We may block an account that breaks these rules.

# Availability

We do our best to keep the app available at all times. It may be unavailable for a while because of maintenance or faults.

# Liability

We are liable without limit for intent and gross negligence and for injury to life, body or health. Otherwise we are liable only for breaching essential duties, and only up to the foreseeable, typical damage.

# Changes

We may change these terms of use. We will tell you about important changes in good time beforehand, for example with a message in the app.

# Questions

If you have questions, you can reach us through the contact details in the legal notice.`,
};
