import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, pricesHistoryBody, pricesHistoryQuery } from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { requireCompany } from '../../../platform/auth/guards';
import { ForbiddenError } from '../../../platform/errors';
import { mayReadPriceHistory } from '../policy';
import { pricesHistory } from './service';
import { company } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import { materialRecordCheck } from '../routes';

/**
 * procurement-core §7 GET /company_materials/{id}/prices_history (§6 can_use_historical_cost and,
 * since it is prices, can_view_costs: policy.ts).
 */
export const priceHistoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const readable = materialRecordCheck(db, 'read');
  app.get(
    '/company_materials/:id/prices_history',
    {
      config: { access: company('can_use_historical_cost') },
      // Before validation: prices need can_view_costs too, and another company's material is 404.
      preValidation: async (request) => {
        if (!mayReadPriceHistory(companyScope(request))) throw new ForbiddenError();
        await readable(request);
      },
      schema: {
        tags: ['materials'],
        summary: "A material's order or quote price history: last, average, lowest and the lines",
        params: idParam,
        querystring: pricesHistoryQuery,
        response: {
          200: pricesHistoryBody,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const { kind, page } = request.query;
      return pricesHistory(db, ctx, request.params.id, kind, page);
    },
  );
};
