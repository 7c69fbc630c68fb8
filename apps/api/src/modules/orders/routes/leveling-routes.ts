import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  levelingBody,
  placeLevelingQuotesBody,
  placeLevelingQuotesRequest,
} from '@laydown/contracts';
import { QUOTE_LEVELING_SEND_PERMISSIONS } from '@laydown/domain';
import type { AppDeps } from '../../../deps';
import { companyAllOf } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import { errorResponses } from '../../../platform/error-responses';
import { createSigner } from '../../files/index';
import { packageLeveling } from '../services/quote-leveling';
import { placeLevelingQuotes } from '../services/place-leveling-quotes';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['orders'];

/**
 * Quote leveling (issue 12, decision 0092): the comparison of a package's quotes, which is
 * prices through and through (can_use_rfq_leveling and can_view_costs, 403 otherwise), and §7
 * POST /order/place_leveling_quotes {orders}, which needs both send permissions (§6), checked
 * before the body is read.
 */
export const levelingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, secrets }) => {
  const signer = createSigner(secrets);
  app.get(
    '/order_package/:id/leveling',
    {
      config: {
        access: companyAllOf('can_read_orders_and_rfqs', 'can_use_rfq_leveling', 'can_view_costs'),
      },
      schema: { tags: TAGS, params: idParam, response: { 200: levelingBody, ...errors } },
    },
    async (request) => ({
      leveling: await packageLeveling(db, signer, companyScope(request), request.params.id),
    }),
  );

  app.post(
    '/order/place_leveling_quotes',
    {
      config: { access: companyAllOf(...QUOTE_LEVELING_SEND_PERMISSIONS) },
      schema: {
        tags: TAGS,
        body: placeLevelingQuotesRequest,
        response: { 201: placeLevelingQuotesBody, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeLevelingQuotes(
        db,
        signer,
        companyScope(request),
        request.body.orders,
      );
      return reply.code(201).send(placed);
    },
  );
};
