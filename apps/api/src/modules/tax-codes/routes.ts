import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTaxCodeRequest,
  idParam,
  listOf,
  taxCodeBody,
  taxCodeListQuery,
  taxCodeRateRequest,
  taxCodeRecord,
  updateTaxCodeRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { listPage } from '../../platform/lists';
import { company } from '../../platform/route-access';
import { companyScope, type CompanyScope } from '../../platform/scope';
import { presentTaxCode, today } from './presenter';
import * as service from './service';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
/** Tax codes are company settings: everyone reads them, settings managers change them (decision 0013). */
const MANAGE = 'can_manage_company_settings' as const;

export const taxCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  const show = async (scope: CompanyScope, id: number) => {
    const { row, rates } = await service.loadTaxCode(db, scope, id);
    return { tax_code: presentTaxCode(row, rates, today()) };
  };

  app.get(
    '/tax_codes',
    {
      config: { access: company() },
      schema: {
        tags: ['tax codes'],
        querystring: taxCodeListQuery,
        response: { 200: listOf(taxCodeRecord), ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      const { rows, total } = await service.listTaxCodes(db, scope, request.query);
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
    {
      config: { access: company() },
      schema: { tags: ['tax codes'], params: idParam, response: { 200: taxCodeBody, ...errors } },
    },
    async (request) => show(companyScope(request), request.params.id),
  );

  app.post(
    '/tax_codes',
    {
      config: { access: company(MANAGE) },
      schema: {
        tags: ['tax codes'],
        body: createTaxCodeRequest,
        response: { 201: taxCodeBody, ...errors },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const id = await service.createTaxCode(db, scope, request.body.tax_code);
      return reply.status(201).send(await show(scope, id));
    },
  );

  app.patch(
    '/tax_codes/:id',
    {
      config: { access: company(MANAGE) },
      preValidation: owned('tax_codes'),
      schema: {
        tags: ['tax codes'],
        params: idParam,
        body: updateTaxCodeRequest,
        response: { 200: taxCodeBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      await service.updateTaxCode(db, scope, request.params.id, request.body.tax_code);
      return show(scope, request.params.id);
    },
  );

  app.post(
    '/tax_codes/:id/rates',
    {
      config: { access: company(MANAGE) },
      preValidation: owned('tax_codes'),
      schema: {
        tags: ['tax codes'],
        summary: 'Add a dated rate; a window overlapping another is refused',
        params: idParam,
        body: taxCodeRateRequest,
        response: { 201: taxCodeBody, ...errors },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      await service.addRate(db, scope, request.params.id, request.body.tax_code_rate);
      return reply.status(201).send(await show(scope, request.params.id));
    },
  );
};
