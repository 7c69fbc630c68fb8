import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, vendorBody, vendorSearchQuery, vendorsBody } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../platform/errors';
import { company } from '../../platform/route-access';
import { companyScope } from '../../platform/scope';
import * as directory from '../vendors/directory';
import { presentVendor } from './presenter';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/**
 * procurement-core §7 GET /vendors and GET /vendor/{id}: the shared vendor directory (name,
 * domains, description, logo), to pick an existing vendor. It holds no company's own data (the
 * nickname, contacts and addresses live on company_vendors), so every reader of vendors sees it;
 * the list needs a search term and answers 20 at most, so it cannot be paged through whole.
 */
export const vendorDirectoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/vendors',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        summary: 'Vendors of the shared directory whose name or domain contains the term',
        querystring: vendorSearchQuery,
        response: { 200: vendorsBody, ...errors },
      },
    },
    async (request) => {
      const { companyId } = companyScope(request);
      const rows = await directory.searchVendors(db, request.query.search);
      return { records: rows.map((row) => presentVendor(companyId, row)) };
    },
  );

  app.get(
    '/vendor/:id',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        summary: 'One vendor of the shared directory',
        params: idParam,
        response: { 200: vendorBody, ...errors },
      },
    },
    async (request) => {
      const { companyId } = companyScope(request);
      const row = await directory.findVendor(db, request.params.id);
      if (!row) throw new NotFoundError();
      return { vendor: presentVendor(companyId, row) };
    },
  );
};
