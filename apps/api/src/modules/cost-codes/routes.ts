import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  costCodeBody,
  costCodeExportRequest,
  costCodeFilters,
  costCodeListQuery,
  costCodeRecord,
  costCodeSettingsBody,
  costCodesBody,
  createCostCodesRequest,
  facetsBody,
  idParam,
  listOf,
  tagsBody,
  updateCostCodeRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { listPage } from '../../platform/lists';
import * as settings from '../company-settings/service';
import * as service from './cost-code-service';
import { sendSheet } from './export';
import { requireCostCodeEditor, requireCostCodeReader } from './policy';
import { presentCostCode } from './presenter';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';
import type { CompanyScope } from '../../platform/scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** procurement-core §7 Catalogue and codes: the cost code calls. */
export const costCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  const show = async (ctx: CompanyScope, id: number) =>
    presentCostCode(await service.getCostCode(db, ctx, id));

  app.get(
    '/cost_codes',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        querystring: costCodeListQuery,
        response: { 200: listOf(costCodeRecord), ...errors },
      },
    },
    async (request) => {
      const ctx = requireCostCodeReader(request);
      const { rows, total } = await service.listCostCodes(db, ctx, request.query);
      return listPage(rows.map(presentCostCode), total, request.query);
    },
  );

  app.get(
    '/cost_codes/facets',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        querystring: z
          .object({ search: z.string().trim().max(200).optional(), ...costCodeFilters })
          .strict(),
        response: { 200: facetsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCostCodeReader(request);
      const filters = await service.filtersFor(db, ctx, request.query);
      return { facets: await service.costCodeFacets(db, ctx, filters) };
    },
  );

  // Everyone who uses cost codes needs the settings that shape the forms, not only settings readers.
  app.get(
    '/cost_codes/settings',
    {
      config: { access: company('can_use_cost_code') },
      schema: { tags: ['cost codes'], response: { 200: costCodeSettingsBody, ...errors } },
    },
    async (request) => ({
      cost_code_settings: await settings.getCostCodeSettings(db, requireCostCodeReader(request)),
    }),
  );

  app.get(
    '/cost_codes/tags',
    {
      config: { access: company('can_use_cost_code') },
      schema: { tags: ['cost codes'], response: { 200: tagsBody, ...errors } },
    },
    async (request) => ({ tags: await service.distinctTags(db, requireCostCodeReader(request)) }),
  );

  app.get(
    '/cost_codes/:id',
    {
      config: { access: company('can_use_cost_code') },
      schema: { tags: ['cost codes'], params: idParam, response: { 200: costCodeBody, ...errors } },
    },
    async (request) => ({
      cost_code: await show(requireCostCodeReader(request), request.params.id),
    }),
  );

  app.post(
    '/cost_codes',
    {
      config: { access: company('can_edit_cost_code') },
      schema: {
        tags: ['cost codes'],
        body: createCostCodesRequest,
        response: { 201: costCodesBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCostCodeEditor(request);
      const ids = await service.createCostCodes(db, ctx, request.body.cost_codes);
      const records = await Promise.all(ids.map((id) => show(ctx, id)));
      return reply.status(201).send({ cost_codes: records });
    },
  );

  app.patch(
    '/cost_codes/:id',
    {
      config: { access: company('can_edit_cost_code') },
      preValidation: owned('cost_codes'),
      schema: {
        tags: ['cost codes'],
        params: idParam,
        body: updateCostCodeRequest,
        response: { 200: costCodeBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCostCodeEditor(request);
      await service.updateCostCode(db, ctx, request.params.id, request.body.cost_code);
      return { cost_code: await show(ctx, request.params.id) };
    },
  );

  app.post(
    '/cost_codes/export',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        summary: 'Cost codes as CSV or XLSX',
        body: costCodeExportRequest,
      },
    },
    async (request, reply) => {
      const ctx = requireCostCodeReader(request);
      const { format, ...query } = request.body;
      const filters = await service.filtersFor(db, ctx, query);
      const { rows } = await service.listCostCodes(db, ctx, {
        ...filters,
        page: 1,
        per_page: 1_000_000,
      });
      const sheet = [
        [
          'Code',
          'Description',
          'Phase',
          'Phase description',
          'Class',
          'Class description',
          'Tags',
          'Active',
        ],
        ...rows
          .map(presentCostCode)
          .map((c) => [
            c.code,
            c.description,
            c.phase_code,
            c.phase_code_description,
            c.clazz,
            c.clazz_description,
            c.tags.join(', '),
            c.active ? 'Yes' : 'No',
          ]),
      ];
      return sendSheet(reply, format, 'cost_codes', sheet);
    },
  );
};
