import type { Language } from './language';

/** The handovers' messages (spread into `texts`): API answers and the inbox messages of an accept. */
export const handoversTexts = {
  handoverInvalid: {
    de: 'Dieser Weitergabe-Code ist ungültig, abgelaufen oder schon eingelöst.',
    en: 'This handover code is invalid, expired or already used.',
  },
  handoverNotFound: { de: 'Keine offene Weitergabe.', en: 'No open handover.' },
  handoverSender: { de: 'Energietaler-Team', en: 'Energietaler team' },
  handoverTokenGivenSubject: {
    de: 'Ihr Energietaler „{{name}}“ wurde weitergegeben',
    en: 'Your energy token "{{name}}" was handed on',
  },
  handoverTokenGivenContent: {
    de: 'Ihr Energietaler „{{name}}“ (Code {{itemCode}}) gehört jetzt einer anderen Person. Ihr Tagebuch, Ihre Nachrichten und Belohnungen bleiben bei Ihnen.\n\nLiebe Grüße\nIhr Energietaler-Team',
    en: 'Your energy token "{{name}}" (code {{itemCode}}) now belongs to someone else. Your diary, messages and rewards stay with you.\n\nKind regards\nYour Energietaler team',
  },
  handoverTokenReceivedSubject: {
    de: 'Sie haben den Energietaler „{{name}}“ übernommen',
    en: 'You took over the energy token "{{name}}"',
  },
  handoverTokenReceivedContent: {
    de: 'Der Energietaler „{{name}}“ (Code {{itemCode}}) gehört jetzt Ihnen, mit seiner Frequenz und seinen Nutzungsminuten. Sie können ihn umbenennen.\n\nLiebe Grüße\nIhr Energietaler-Team',
    en: 'The energy token "{{name}}" (code {{itemCode}}) is yours now, with its frequency and its usage minutes. You may rename it.\n\nKind regards\nYour Energietaler team',
  },
  handoverRingGivenSubject: {
    de: 'Ihr Dimensionsring „{{name}}“ wurde weitergegeben',
    en: 'Your dimension ring "{{name}}" was handed on',
  },
  handoverRingGivenContent: {
    de: 'Ihr Dimensionsring „{{name}}“ (Code {{itemCode}}) gehört jetzt einer anderen Person.\n\nLiebe Grüße\nIhr Energietaler-Team',
    en: 'Your dimension ring "{{name}}" (code {{itemCode}}) now belongs to someone else.\n\nKind regards\nYour Energietaler team',
  },
  handoverRingReceivedSubject: {
    de: 'Sie haben den Dimensionsring „{{name}}“ übernommen',
    en: 'You took over the dimension ring "{{name}}"',
  },
  handoverRingReceivedContent: {
    de: 'Der Dimensionsring „{{name}}“ (Code {{itemCode}}) gehört jetzt Ihnen.\n\nLiebe Grüße\nIhr Energietaler-Team',
    en: 'The dimension ring "{{name}}" (code {{itemCode}}) is yours now.\n\nKind regards\nYour Energietaler team',
  },
} as const satisfies Record<string, Record<Language, string>>;
