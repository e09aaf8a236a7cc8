import {
  defaultLegalTexts,
  type LegalPage,
  legalModels,
  legalPageParams,
  legalPageSchema,
} from '@et/contracts';
import type { ScopedRoutes } from '@et/platform';
import type { QueryContext } from '../context';

/** GET /api/legal/{page}: public; the starting text until an admin saved their own. */
export const legalQueryRoutes: ScopedRoutes<QueryContext> = {
  public(app, ctx) {
    app.get(
      '/api/legal/:page',
      { schema: { params: legalPageParams, response: { 200: legalPageSchema } } },
      async (request): Promise<LegalPage> => {
        const { page } = request.params;
        const saved = await ctx.readModels.collection(legalModels.legalPages).get(page);
        if (!saved) return { page, ...defaultLegalTexts[page], isDefault: true, updatedAt: null };
        return {
          page,
          textDE: saved.textDE,
          textEN: saved.textEN,
          isDefault: false,
          updatedAt: saved.updatedAt,
        };
      },
    );
  },
};
