import {
  logoBody,
  SETTINGS_STREAM,
  type SettingsEvent,
  smtpSettingsBody,
  testEmailBody,
  toLanguage,
  type WebsiteSettingsDocument,
} from '@et/contracts';
import {
  type BusTopics,
  encryptSecret,
  HttpError,
  parseInput,
  requestLanguage,
  SmtpNotConfiguredError,
  sendMail,
  smtpTransport,
} from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { handleCommand } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import {
  decide,
  evolve,
  initialSettingsState,
  type SettingsCommand,
  type SettingsState,
} from './settings.decider';

const settingsDecider = { initialState: initialSettingsState, evolve, decide };

function smtpError(error: unknown): HttpError {
  if (error instanceof SmtpNotConfiguredError) return new HttpError(400, 'smtpNotConfigured');
  const detail = error instanceof Error ? error.message.slice(0, 300) : String(error);
  return new HttpError(400, 'smtpFailed', { detail });
}

const testMail = {
  de: {
    subject: 'Test-E-Mail von Energietaler',
    text: 'Diese Test-E-Mail bestätigt, dass der E-Mail-Versand funktioniert.',
  },
  en: {
    subject: 'Test e-mail from Energietaler',
    text: 'This test e-mail confirms that sending e-mail works.',
  },
};

/** Admin: logo, SMTP settings (password encrypted before it enters an event), checks. */
export async function settingsRoutes(app: FastifyInstance, ctx: CommandContext): Promise<void> {
  const run = (command: SettingsCommand, metadata: ReturnType<typeof metadataOf>) =>
    handleCommand<SettingsState, SettingsCommand, SettingsEvent>(
      ctx.events,
      SETTINGS_STREAM,
      settingsDecider,
      command,
      metadata,
    );
  const stored = () => ctx.readModels.collection<WebsiteSettingsDocument>('website_settings').get(1);
  const status = (stage: BusTopics['smtp_status']['stage'], message: string) =>
    ctx.bus.publish('smtp_status', {
      stage,
      message: message.slice(0, 500),
      timestamp: new Date().toISOString(),
    });

  app.patch('/api/website-settings', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const body = parseInput(smtpSettingsBody, request.body);
    const { appended } = await run(
      {
        type: 'ChangeSmtpSettings',
        smtpHost: body.smtpHost,
        smtpPort: body.smtpPort,
        smtpUser: body.smtpUser,
        smtpFrom: body.smtpFrom,
        ringRequestEmails: body.ringRequestEmails ?? '',
        smtpPassEncrypted: body.smtpPass ? encryptSecret(ctx.config.secret, body.smtpPass) : undefined,
      },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    return { ok: true };
  });

  app.post('/api/website-settings/logo', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { logoUrl } = parseInput(logoBody, request.body);
    const { appended } = await run({ type: 'ChangeLogo', logoUrl: logoUrl || null }, metadataOf(auth));
    await settle(ctx, reply, appended);
    return { logoUrl: logoUrl || null };
  });

  app.post('/api/verify-smtp', async (request) => {
    await ctx.auth.requireAdmin(request);
    const settings = await stored();
    let transport: ReturnType<typeof smtpTransport>;
    try {
      transport = smtpTransport(settings, ctx.config.secret);
    } catch (error) {
      await status('error', (error as Error).message);
      throw smtpError(error);
    }
    await status('connecting', `${settings!.smtpHost}:${settings!.smtpPort}`);
    try {
      // nodemailer connects, upgrades to TLS and authenticates in one call.
      await transport.verify();
      await status('connected', settings!.smtpHost);
      await status('authenticating', settings!.smtpUser);
      await status('authenticated', settings!.smtpUser);
      return { ok: true };
    } catch (error) {
      await status('error', (error as Error).message);
      throw smtpError(error);
    } finally {
      transport.close();
    }
  });

  app.post('/api/test-email', async (request) => {
    const auth = await ctx.auth.requireAdmin(request);
    const body = parseInput(testEmailBody, request.body);
    const settings = await stored();
    const to = body?.testEmail || auth.user.email || settings?.smtpFrom;
    if (!to) throw new HttpError(400, 'testEmailRequired');
    const text = testMail[toLanguage(requestLanguage(request))];
    try {
      await sendMail(settings, ctx.config.secret, {
        to,
        subject: text.subject,
        text: text.text,
        html: `<p>${text.text}</p>`,
      });
    } catch (error) {
      throw smtpError(error);
    }
    return { ok: true };
  });
}
