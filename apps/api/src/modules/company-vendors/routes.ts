import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyVendorBody,
  companyVendorListQuery,
  companyVendorRecord,
  createCompanyVendorRequest,
  idParam,
  listOf,
  matchByDomainBody,
  matchByDomainQuery,
  updateCompanyVendorRequest,
  vendorUsersBody,
  vendorUserSearchQuery,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { listPage } from '../../platform/lists';
import * as directory from '../vendors/directory';
import { requireVendorEditor, requireVendorReader } from './policy';
import { presentCompanyVendor, presentVendorUser } from './presenter';
import * as service from './vendor-service';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';
import type { CompanyScope } from '../../platform/scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** procurement-core §7 Vendors: company vendors, the vendor record, match_by_domain, vendor users. */
export const companyVendorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  const show = async (ctx: CompanyScope, id: number) => ({
    company_vendor: presentCompanyVendor(
      ctx.companyId,
      await service.loadCompanyVendor(db, ctx, id),
    ),
  });

  app.get(
    '/company_vendors',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        querystring: companyVendorListQuery,
        response: { 200: listOf(companyVendorRecord), ...errors },
      },
    },
    async (request) => {
      const ctx = requireVendorReader(request);
      const { rows, total } = await service.listCompanyVendors(db, ctx, request.query);
      return listPage(
        rows.map((r) => presentCompanyVendor(ctx.companyId, r)),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/company_vendors/match_by_domain',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        querystring: matchByDomainQuery,
        response: { 200: matchByDomainBody, ...errors },
      },
    },
    async (request) => ({
      matched_vendor: await service.matchByDomain(
        db,
        requireVendorReader(request),
        request.query.domain,
      ),
    }),
  );

  app.post(
    '/company_vendors',
    {
      config: { access: company('can_edit_vendor_database') },
      schema: {
        tags: ['vendors'],
        body: createCompanyVendorRequest,
        response: { 201: companyVendorBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireVendorEditor(request);
      const row = await service.createCompanyVendor(db, ctx, request.body.company_vendor);
      return reply.status(201).send(await show(ctx, row.id));
    },
  );

  app.get(
    '/company_vendor/:id',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        params: idParam,
        response: { 200: companyVendorBody, ...errors },
      },
    },
    async (request) => show(requireVendorReader(request), request.params.id),
  );

  app.patch(
    '/company_vendor/:id',
    {
      config: { access: company('can_edit_vendor_database') },
      preValidation: owned('company_vendors'),
      schema: {
        tags: ['vendors'],
        params: idParam,
        body: updateCompanyVendorRequest,
        response: { 200: companyVendorBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireVendorEditor(request);
      await service.updateCompanyVendor(db, ctx, request.params.id, request.body.company_vendor);
      return show(ctx, request.params.id);
    },
  );

  app.get(
    '/vendor_users',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        summary: 'Public vendor users matching a term (contact autocomplete)',
        querystring: vendorUserSearchQuery,
        response: { 200: vendorUsersBody, ...errors },
      },
    },
    async (request) => {
      requireVendorReader(request);
      const rows = await directory.searchPublicVendorUsers(
        db,
        request.query.search,
        request.query.vendor_id,
      );
      return { records: rows.map(presentVendorUser) };
    },
  );
};
