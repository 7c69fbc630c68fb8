import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderStatsBody,
  orderStatsByProjectBody,
  orderStatsByProjectQuery,
  orderStatsQuery,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { company } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import { orderStats, orderStatsByProject } from '../services/dashboard-stats';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404);
const TAGS = ['dashboard'];
// The counts are of orders, so reading them needs what reading the order list needs.
const READ = company('can_read_orders_and_rfqs');

/** procurement-core §7 Dashboard: order counts per state, overall or per project. */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/dashboard/order_stats',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderStatsQuery,
        response: { 200: orderStatsBody, ...errors },
      },
    },
    async (request) => orderStats(db, companyScope(request), request.query),
  );

  app.get(
    '/dashboard/order_stats_by_project',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderStatsByProjectQuery,
        response: { 200: orderStatsByProjectBody, ...errors },
      },
    },
    async (request) => orderStatsByProject(db, companyScope(request)),
  );
};
