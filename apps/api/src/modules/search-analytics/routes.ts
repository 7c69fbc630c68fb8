import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  trackClickRequest,
  trackConversionRequest,
  trackViewRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { company } from '../../platform/route-access';
import { companyScope } from '../../platform/scope';
import { trackEvent } from './service';

const responses = { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * access-and-platform §7 search analytics: clicks, conversions and views of search results are
 * stored for the company (the hosted-search analytics the spec's calls fed, kept in PostgreSQL).
 */
export const searchAnalyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/search_analytics/track_click',
    {
      config: { access: company() },
      schema: {
        tags: ['search analytics'],
        summary: 'A search result was clicked',
        body: trackClickRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const { query_id, object_id, position, event_name } = request.body;
      await trackEvent(db, scope, {
        kind: 'click',
        eventName: event_name,
        queryId: query_id,
        objectIds: [object_id],
        position,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/search_analytics/track_conversion',
    {
      config: { access: company() },
      schema: {
        tags: ['search analytics'],
        summary: 'Search results were used (added, saved, ordered)',
        body: trackConversionRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const { query_id, object_ids, event_name } = request.body;
      await trackEvent(db, scope, {
        kind: 'conversion',
        eventName: event_name,
        queryId: query_id,
        objectIds: object_ids,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/search_analytics/track_view',
    {
      config: { access: company() },
      schema: {
        tags: ['search analytics'],
        summary: 'A record was viewed',
        body: trackViewRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const { object_id, event_name } = request.body;
      await trackEvent(db, scope, { kind: 'view', eventName: event_name, objectIds: [object_id] });
      return reply.status(204).send(null);
    },
  );
};
