import {
  type EnergyToken,
  type Frequency,
  type FrequencyEvent,
  frequencyBody,
  frequencyIdParams,
  frequencyStreams,
} from '@et/contracts';
import { HttpError, parseInput } from '@et/platform';
import type { FastifyInstance } from 'fastify';
import { allocateId, handleCommand } from '../shared/command-handler';
import { type CommandContext, metadataOf, settle } from '../shared/context';
import { type FrequencyCommand, type FrequencyState, frequencyDecider } from './frequencies.decider';

/** The frequency as the read model shows it, after the command's events were projected. */
export async function presentFrequency(ctx: CommandContext, id: number): Promise<Frequency> {
  const frequency = await ctx.readModels.collection<Frequency>('frequencies').get(id);
  if (!frequency) throw new HttpError(404, 'frequencyNotFound');
  return frequency;
}

/** Refuses a frequency id that names no frequency, as a field error of the form. */
export async function assertFrequencyExists(ctx: CommandContext, id: number): Promise<void> {
  if (!(await ctx.readModels.collection<Frequency>('frequencies').get(id)))
    throw new HttpError(400, 'frequencyNotFound', {}, { frequencyId: 'frequencyNotFound' });
}

/** Admin: create, change and delete frequencies (a frequency in use stays). */
export async function frequencyRoutes(app: FastifyInstance, ctx: CommandContext): Promise<void> {
  const run = (id: number, command: FrequencyCommand, metadata: ReturnType<typeof metadataOf>) =>
    handleCommand<FrequencyState, FrequencyCommand, FrequencyEvent>(
      ctx.events,
      frequencyStreams.frequency(id),
      frequencyDecider,
      command,
      metadata,
    );

  app.post('/api/frequencies', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const fields = parseInput(frequencyBody, request.body);
    const frequencyId = await allocateId(ctx.events, frequencyStreams.ids, 'FrequencyIdAllocated');
    const { appended } = await run(
      frequencyId,
      { type: 'CreateFrequency', frequencyId, fields },
      metadataOf(auth),
    );
    await settle(ctx, reply, appended);
    reply.code(201);
    return presentFrequency(ctx, frequencyId);
  });

  app.patch('/api/frequencies/:id', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { id } = parseInput(frequencyIdParams, request.params);
    const fields = parseInput(frequencyBody, request.body);
    const { appended } = await run(id, { type: 'UpdateFrequency', fields }, metadataOf(auth));
    await settle(ctx, reply, appended);
    return presentFrequency(ctx, id);
  });

  app.delete('/api/frequencies/:id', async (request, reply) => {
    const auth = await ctx.auth.requireAdmin(request);
    const { id } = parseInput(frequencyIdParams, request.params);
    // Rings refer to frequencies too once they exist; they add their count here.
    const usage = await ctx.readModels.collection<EnergyToken>('energy_tokens').count({ frequencyId: id });
    const { appended } = await run(id, { type: 'DeleteFrequency', usage }, metadataOf(auth));
    await settle(ctx, reply, appended);
    return { ok: true };
  });
}
