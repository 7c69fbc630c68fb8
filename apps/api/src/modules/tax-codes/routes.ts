import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTaxCodeRequest,
  errorBody,
  idParam,
  listOf,
  taxCodeBody,
  taxCodeListQuery,
  taxCodeRateRequest,
  taxCodeRecord,
  updateTaxCodeRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../app';
import { requireCompany } from '../../platform/auth/guards';
import type { CompanyContext } from '../../platform/auth/principal';
import { listPage } from '../../platform/lists';
import { presentTaxCode, today } from './presenter';
import * as service from './service';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};
/** Tax codes are company settings: everyone reads them, settings managers change them (decision 0013). */
const MANAGE = 'can_manage_company_settings' as const;

export const taxCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const show = async (ctx: CompanyContext, id: number) => {
    const { row, rates } = await service.loadTaxCode(db, ctx, id);
    return { tax_code: presentTaxCode(row, rates, today()) };
  };

  app.get(
    '/tax_codes',
    {
      schema: {
        tags: ['tax codes'],
        querystring: taxCodeListQuery,
        response: { 200: listOf(taxCodeRecord), ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const { rows, total } = await service.listTaxCodes(db, ctx, request.query);
      const date = request.query.rate_date ?? today();
      return listPage(
        rows.map((r) => presentTaxCode(r.row, r.rates, date)),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/tax_codes/:id',
    { schema: { tags: ['tax codes'], params: idParam, response: { 200: taxCodeBody, ...errors } } },
    async (request) => show(requireCompany(request), request.params.id),
  );

  app.post(
    '/tax_codes',
    {
      schema: {
        tags: ['tax codes'],
        body: createTaxCodeRequest,
        response: { 201: taxCodeBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, MANAGE);
      const id = await db.transaction((tx) =>
        service.createTaxCode(tx, ctx, request.body.tax_code),
      );
      return reply.status(201).send(await show(ctx, id));
    },
  );

  app.patch(
    '/tax_codes/:id',
    {
      schema: {
        tags: ['tax codes'],
        params: idParam,
        body: updateTaxCodeRequest,
        response: { 200: taxCodeBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, MANAGE);
      await db.transaction((tx) =>
        service.updateTaxCode(tx, ctx, request.params.id, request.body.tax_code),
      );
      return show(ctx, request.params.id);
    },
  );

  app.post(
    '/tax_codes/:id/rates',
    {
      schema: {
        tags: ['tax codes'],
        summary: 'Add a dated rate; a window overlapping another is refused',
        params: idParam,
        body: taxCodeRateRequest,
        response: { 201: taxCodeBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, MANAGE);
      await db.transaction((tx) =>
        service.addRate(tx, ctx, request.params.id, request.body.tax_code_rate),
      );
      return reply.status(201).send(await show(ctx, request.params.id));
    },
  );
};
