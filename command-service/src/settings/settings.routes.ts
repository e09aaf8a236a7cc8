import {
  logoAnswer,
  logoBody,
  OK,
  okAnswer,
  SETTINGS_STREAM,
  type SmtpVerified,
  settingsModels,
  smtpSettingsBody,
  testEmailBody,
  toLanguage,
  type WebsiteSettingsDocument,
} from '@et/contracts';
import {
  type BusTopics,
  decryptSecret,
  encryptSecret,
  HttpError,
  requestLanguage,
  type ScopedRoutes,
  SmtpNotConfiguredError,
  sendMail,
  smtpTransport,
} from '@et/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { type SettingsState, settingsDecider } from './settings.decider';

/** The site's settings, on their one stream `website-settings`. */
const settingsHandler = commandHandler(settingsDecider, () => SETTINGS_STREAM);

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

const storedSettings = (ctx: CommandContext) =>
  ctx.readModels.collection(settingsModels.websiteSettings).get(1);

/** Records that mail works with the settings the check used (the first-run checklist ticks it). */
async function recordVerified(
  ctx: CommandContext,
  request: FastifyRequest,
  reply: FastifyReply,
  checked: WebsiteSettingsDocument,
  via: SmtpVerified['data']['via'],
) {
  const { appended } = await settingsHandler.handle(
    ctx.events,
    { type: 'RecordSmtpVerified', checked, via },
    metadataOf(request.auth),
  );
  await settle(ctx, reply, appended);
}

/** A step of the SMTP check, shown live in the admin's log. */
const smtpStatus = (ctx: CommandContext, stage: BusTopics['smtp_status']['stage'], message: string) =>
  ctx.bus.publish('smtp_status', {
    stage,
    message: message.slice(0, 500),
    timestamp: new Date().toISOString(),
  });

/** Admin: logo, SMTP settings (password encrypted before it enters an event), checks. */
export const settingsRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const ok = { 200: okAnswer };
    const smtpSchema = { body: smtpSettingsBody, response: ok };
    app.patch('/api/website-settings', { schema: smtpSchema }, async (request, reply) => {
      const { body } = request;
      // The same password typed again keeps its ciphertext (each encryption differs), so saving the
      // form unchanged records nothing and keeps the connection check.
      const newPassword = (state: SettingsState) => {
        if (!body.smtpPass) return undefined;
        const current = state.smtp?.smtpPassEncrypted;
        if (current && decryptSecret(ctx.config.secret, current) === body.smtpPass) return undefined;
        return encryptSecret(ctx.config.secret, body.smtpPass);
      };
      const { appended } = await settingsHandler.handle(
        ctx.events,
        (state) => ({
          type: 'ChangeSmtpSettings',
          smtpHost: body.smtpHost,
          smtpPort: body.smtpPort,
          smtpUser: body.smtpUser,
          smtpFrom: body.smtpFrom,
          ringRequestEmails: body.ringRequestEmails ?? '',
          smtpPassEncrypted: newPassword(state),
        }),
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });

    const logoSchema = { body: logoBody, response: { 200: logoAnswer } };
    app.post('/api/website-settings/logo', { schema: logoSchema }, async (request, reply) => {
      const logoUrl = request.body.logoUrl || null;
      const { appended } = await settingsHandler.handle(
        ctx.events,
        { type: 'ChangeLogo', logoUrl },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return { logoUrl };
    });

    app.post('/api/verify-smtp', { schema: { response: ok } }, async (request, reply) => {
      const settings = await storedSettings(ctx);
      let transport: ReturnType<typeof smtpTransport>;
      try {
        transport = smtpTransport(settings, ctx.config.secret);
      } catch (error) {
        await smtpStatus(ctx, 'error', (error as Error).message);
        throw smtpError(error);
      }
      await smtpStatus(ctx, 'connecting', `${settings!.smtpHost}:${settings!.smtpPort}`);
      try {
        // nodemailer connects, upgrades to TLS and authenticates in one call.
        await transport.verify();
        await smtpStatus(ctx, 'connected', settings!.smtpHost);
        await smtpStatus(ctx, 'authenticating', settings!.smtpUser);
        await smtpStatus(ctx, 'authenticated', settings!.smtpUser);
      } catch (error) {
        await smtpStatus(ctx, 'error', (error as Error).message);
        throw smtpError(error);
      } finally {
        transport.close();
      }
      await recordVerified(ctx, request, reply, settings!, 'verify');
      return OK;
    });

    app.post('/api/test-email', { schema: { body: testEmailBody, response: ok } }, async (request, reply) => {
      const settings = await storedSettings(ctx);
      const to = request.body?.testEmail || request.auth.user.email || settings?.smtpFrom;
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
      await recordVerified(ctx, request, reply, settings!, 'testMail');
      return OK;
    });
  },
};
