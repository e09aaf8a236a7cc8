import { type Frequency, frequenciesAnswer, frequencyModels } from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

export const frequencyQueryRoutes: ScopedRoutes<QueryContext> = {
  user(app, ctx) {
    app.get(
      '/api/frequencies',
      { schema: { response: { 200: frequenciesAnswer } } },
      (): Promise<Frequency[]> =>
        ctx.readModels.collection(frequencyModels.frequencies).find({}, { sort: { id: 1 } }),
    );
  },
};
