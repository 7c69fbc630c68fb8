import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, pricesHistoryBody, pricesHistoryQuery } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { pricesHistory } from './price-history';

/** procurement-core §7 GET /company_materials/{id}/prices_history (§6 can_use_historical_cost). */
export const priceHistoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/company_materials/:id/prices_history',
    {
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
      const ctx = requireCompany(request, 'can_use_historical_cost');
      const { kind, page } = request.query;
      return pricesHistory(db, ctx, request.params.id, kind, page);
    },
  );
};
