import { type Frequency, frequencyModels, frequencyStreams } from '@et/contracts';
import { HttpError } from '@et/platform';
import { commandHandler } from '../shared/command-handler';
import { type CommandContext, readMade } from '../shared/context';
import { frequencyDecider } from './frequencies.decider';

/** A frequency's commands, on its stream `frequency-{id}`. */
export const frequencyHandler = commandHandler(frequencyDecider, frequencyStreams.frequency);

/** The frequency as the read model shows it, after the command's events were projected. */
export async function presentFrequency(ctx: CommandContext, id: number): Promise<Frequency> {
  const frequency = await readMade(ctx, () => ctx.readModels.collection(frequencyModels.frequencies).get(id));
  if (!frequency) throw new HttpError(404, 'frequencyNotFound');
  return frequency;
}

/** Refuses a frequency id that names no frequency, as a field error of the form. */
export async function assertFrequencyExists(ctx: CommandContext, id: number): Promise<void> {
  const exists = await ctx.frequencyExists.get(
    id,
    async () => (await ctx.readModels.collection(frequencyModels.frequencies).get(id)) !== null,
  );
  if (!exists) throw new HttpError(400, 'frequencyNotFound', {}, { frequencyId: 'frequencyNotFound' });
}
