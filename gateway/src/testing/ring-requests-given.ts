import type { RingCodeRequest, RingCodeRequestPage } from '@et/contracts';
import { uniqueName } from './given';
import type { Mail } from './mailbox';
import type { TestClient } from './test-app';

/** Test data for ring-code requests, through the HTTP API like `app.given`. */

/** A form that passes validation, from a fresh address; tests override what they look at. */
export const requestForm = (fields: Record<string, unknown> = {}) => ({
  name: 'Anna Berg',
  email: `${uniqueName('req')}@example.com`,
  orderNumber: 'B-2024-17',
  notes: 'Goldener Ring,\nder Code fehlt',
  ...fields,
});

/** Sends the public form (as a visitor, or signed in) and answers the request as the admin sees it. */
export async function givenRequest(
  sender: TestClient,
  admin: TestClient,
  fields: Record<string, unknown> = {},
): Promise<RingCodeRequest> {
  const form = requestForm(fields);
  const sent = await sender.post<{ id: number }>('/api/ring-code-request', form);
  if (sent.status !== 201) throw new Error(`given request: ${sent.status} ${JSON.stringify(sent.body)}`);
  const list = await admin.get<RingCodeRequestPage>(
    `/api/ring-code-requests?search=${encodeURIComponent(String(form.email))}`,
  );
  const found = list.body.items.find((item) => item.id === sent.body.id);
  if (!found) throw new Error(`given request: #${sent.body.id} not listed`);
  return found;
}

/** A mail's text with quoted-printable undone (soft breaks, =XX bytes as UTF-8). */
export function mailText(mail: Mail): string {
  const joined = mail.raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The subject line of a mail (RFC 2047 encoded words decoded). */
export function mailSubject(mail: Mail): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
