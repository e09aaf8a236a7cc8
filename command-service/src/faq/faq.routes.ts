import {
  type FaqDocument,
  faqBody,
  faqDocumentSchema,
  faqFeedbackAnswer,
  faqFeedbackBody,
  faqIdParams,
  faqModels,
  faqPatchBody,
  faqStreams,
  OK,
  okAnswer,
} from '@et/contracts';
import { HttpError, type ScopedRoutes } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { allocateId } from '../shared/id-allocator';
import { faqDecider } from './faq.decider';
import { faqVotesDecider } from './faq-votes.decider';

const faqs = (ctx: CommandContext) => ctx.readModels.collection(faqModels.faqs);

/** The FAQ as the read model shows it, after the command's events were projected. */
async function presentFaq(ctx: CommandContext, id: number): Promise<FaqDocument> {
  const faq = await faqs(ctx).get(id);
  if (!faq) throw new HttpError(404, 'faqNotFound');
  return faq;
}

/** A FAQ's commands, on its stream `faq-{id}`. */
const faqHandler = commandHandler(faqDecider, faqStreams.faq);

/** A person's FAQ votes, on their stream `faq-votes-{userId}`. */
const faqVoteHandler = commandHandler(faqVotesDecider, faqStreams.votes);

/** Admins write the FAQs; every signed-in person may say whether one helped. */
export const faqRoutes: ScopedRoutes<CommandContext> = {
  admin(app, ctx) {
    const createSchema = { body: faqBody, response: { 201: faqDocumentSchema } };
    app.post('/api/faqs', { schema: createSchema }, async (request, reply) => {
      const faqId = await allocateId(ctx.events, faqStreams.ids, 'FaqIdAllocated');
      const { appended } = await faqHandler.handle(
        ctx.events,
        faqId,
        { type: 'CreateFaq', faqId, fields: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      reply.code(201);
      return presentFaq(ctx, faqId);
    });

    const patchSchema = { params: faqIdParams, body: faqPatchBody, response: { 200: faqDocumentSchema } };
    app.patch('/api/faqs/:id', { schema: patchSchema }, async (request, reply) => {
      const { id } = request.params;
      const { appended } = await faqHandler.handle(
        ctx.events,
        id,
        { type: 'UpdateFaq', changes: request.body },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return presentFaq(ctx, id);
    });

    const deleteSchema = { params: faqIdParams, response: { 200: okAnswer } };
    app.delete('/api/faqs/:id', { schema: deleteSchema }, async (request, reply) => {
      const { id } = request.params;
      const { appended } = await faqHandler.handle(
        ctx.events,
        id,
        { type: 'DeleteFaq' },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return OK;
    });
  },

  user(app, ctx) {
    const schema = { params: faqIdParams, body: faqFeedbackBody, response: { 200: faqFeedbackAnswer } };
    app.post('/api/faqs/:id/feedback', { schema }, async (request, reply) => {
      const { id } = request.params;
      const userId = request.auth.user.id;
      const faq = await faqs(ctx).get(id);
      // An inactive FAQ is hidden from users; admins see it in their list and may try it out.
      const faqShown = !!faq && (faq.isActive || request.auth.user.isAdmin);
      const { appended } = await faqVoteHandler.handle(
        ctx.events,
        userId,
        { type: 'CastFaqVote', userId, faqId: id, helpful: request.body.helpful, faqShown },
        metadataOf(request.auth),
      );
      await settle(ctx, reply, appended);
      return { faqId: id, helpful: request.body.helpful };
    });
  },
};
