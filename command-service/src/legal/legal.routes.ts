import {
  type LegalEvent,
  type LegalPage,
  legalModels,
  legalPageBody,
  legalPageParams,
  legalStreams,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import { handleCommand } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { type LegalPageState, legalPageDecider, type UpdateLegalPage } from './legal.decider';

/** Admins write the Impressum and the privacy notice, in German and English. */
export const legalRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const schema = { params: legalPageParams, body: legalPageBody };
    app.patch('/api/legal/:page', { schema }, async (request, reply) => {
      const { page } = request.params;
      const { appended } = await handleCommand<LegalPageState, UpdateLegalPage, LegalEvent>(
        ctx.events,
        legalStreams.page(page),
        legalPageDecider,
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
