import {
  type LegalPage,
  legalModels,
  legalPageBody,
  legalPageParams,
  legalPageSchema,
  legalStreams,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { legalPageDecider } from './legal.decider';

/** A legal page's commands, on its stream `legal-{page}`. */
const legalPageHandler = commandHandler(legalPageDecider, legalStreams.page);

/** Admins write the Impressum and the privacy notice, in German and English. */
export const legalRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const schema = { params: legalPageParams, body: legalPageBody, response: { 200: legalPageSchema } };
    app.patch('/api/legal/:page', { schema }, async (request, reply) => {
      const { page } = request.params;
      const { appended } = await legalPageHandler.handle(
        ctx.events,
        page,
        { type: 'UpdateLegalPage', page, fields: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      const saved = await ctx.readModels.collection(legalModels.legalPages).get(page);
      const answer: LegalPage = {
        page,
        ...request.body,
        isDefault: false,
        updatedAt: saved?.updatedAt ?? null,
      };
      return answer;
    });
  },
};
