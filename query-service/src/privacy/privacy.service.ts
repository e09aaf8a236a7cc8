import { personalReadModels, type UserExport } from '@et/contracts';
import type { Filter } from '@et/platform';
import type { QueryContext } from '../context';

/** Everything the features declare personal about one user, without what is never handed out. */
export async function exportUserData(ctx: QueryContext, userId: number): Promise<UserExport> {
  const data: UserExport['data'] = {};
  for (const model of personalReadModels) {
    const filter: Filter = { [model.field]: model.many ? { $has: userId } : userId };
    const docs = await ctx.readModels.collection(model.readModel).find(filter);
    const hidden = new Set(model.private ?? []);
    data[model.feature] ??= {};
    // A read model may hold a person under two fields (a handover's giver and taker): one list.
    const listed = data[model.feature]![model.readModel.name] ?? [];
    const seen = new Set(listed.map((doc) => (doc as { id?: unknown }).id));
    data[model.feature]![model.readModel.name] = [
      ...listed,
      ...docs
        .filter((doc) => !seen.has(doc.id))
        .map((doc) => Object.fromEntries(Object.entries(doc).filter(([field]) => !hidden.has(field)))),
    ];
  }
  return { exportedAt: new Date().toISOString(), userId, data };
}
