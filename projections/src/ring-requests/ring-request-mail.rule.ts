import { type RingRequestAnswered, type RingRequestSubmitted, ringRequestModels } from '@et/contracts';
import type { MailMessage } from '@et/platform';
import type { MailRule } from '../mail/mail-rule';
import { answerMail, confirmationMail, notificationMail } from './ring-request-mail';

/** Where new requests are announced: `ringRequestEmails` (comma list), else the sender address. */
function notificationAddresses(settings: { ringRequestEmails?: string; smtpFrom?: string } | null): string[] {
  const listed = (settings?.ringRequestEmails ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  if (listed.length > 0) return [...new Set(listed)];
  return settings?.smtpFrom ? [settings.smtpFrom] : [];
}

/** A new request: the requester's confirmation (in the form's language) and the admins' notice. */
export const ringRequestSubmittedMailRule: MailRule = {
  eventTypes: ['RingRequestSubmitted'],
  async compose(event, ctx) {
    const data = event.data as RingRequestSubmitted['data'];
    const details = { ...data };
    const mails: MailMessage[] = [
      {
        ...confirmationMail(details, data.language),
        messageId: ctx.messageId(event, `ring-request.${data.requestId}.confirmation`),
      },
    ];
    const adminLink = `${ctx.publicUrl}/admin/requests`;
    for (const [index, to] of notificationAddresses(ctx.settings).entries())
      mails.push({
        ...notificationMail(to, details, adminLink),
        messageId: ctx.messageId(event, `ring-request.${data.requestId}.notification.${index}`),
      });
    return mails;
  },
};

/**
 * An answer, to the address of the request in the requester's language, with the reserved code
 * and the link that fills it in on the rings page. A request deleted since gets no mail.
 */
export const ringRequestAnsweredMailRule: MailRule = {
  eventTypes: ['RingRequestAnswered'],
  async compose(event, ctx) {
    const data = event.data as RingRequestAnswered['data'];
    const request = await ctx.readModels.collection(ringRequestModels.ringCodeRequests).get(data.requestId);
    if (!request) return [];
    const code = data.assignedCode
      ? {
          code: data.assignedCode,
          link: `${ctx.publicUrl}/dimension-rings?code=${encodeURIComponent(data.assignedCode)}`,
        }
      : null;
    return [
      {
        ...answerMail(request.email, request.name, data.subject, data.content, code, data.language),
        messageId: ctx.messageId(event, `ring-request.${data.requestId}.answer.${data.messageId}`),
      },
    ];
  },
};
