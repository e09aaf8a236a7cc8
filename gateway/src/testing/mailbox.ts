import { once } from 'node:events';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  raw: string;
}

export interface Mailbox {
  port: number;
  mails: Mail[];
  /** The first mail to `to` (waits for it). */
  next(to: string, timeoutMs?: number): Promise<Mail>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A real SMTP server (any login accepted) that keeps what it receives. */
export async function startMailbox(port?: number): Promise<Mailbox> {
  const mails: Mail[] = [];
  const waiters: Array<{ to: string; resolve: (mail: Mail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += String(chunk);
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          const mail = { to: rcpt.address, raw };
          mails.push(mail);
          for (const waiter of waiters.filter((w) => w.to === rcpt.address)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  // A client killed mid-session resets its connection; the server reports that as an 'error',
  // which without a listener would crash the test run. A failed listen still rejects below.
  server.on('error', () => {});
  const listenPort = port ?? (await freePort());
  server.listen(listenPort, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: listenPort,
    mails,
    next: (to, timeoutMs = 20_000) => {
      const existing = mails.find((mail) => mail.to === to);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail for ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail (quoted-printable soft breaks undone). */
export function resetLinkIn(mail: Mail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${mail.raw}`);
  return match[0];
}
