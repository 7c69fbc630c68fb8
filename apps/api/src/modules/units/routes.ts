import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUnitRequest,
  idParam,
  listOf,
  unitBody,
  unitListQuery,
  unitRecord,
  updateUnitRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { listPage } from '../../platform/lists';
import { presentUnit } from './presenter';
import * as service from './service';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** procurement-core §7 GET /common/units, plus creating and relabelling a company's units. */
export const unitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  app.get(
    '/common/units',
    {
      config: { access: company() },
      schema: {
        tags: ['units'],
        summary: 'Units of measure; search matches the name or a synonym',
        querystring: unitListQuery,
        response: { 200: listOf(unitRecord), ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const { rows, total } = await service.listUnits(db, ctx, request.query);
      return listPage(rows.map(presentUnit), total, request.query);
    },
  );

  app.post(
    '/common/units',
    {
      config: { access: company('can_create_new_material') },
      schema: {
        tags: ['units'],
        summary: 'Create a unit (from the text typed in a unit select, where allowed)',
        body: createUnitRequest,
        response: { 201: unitBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, 'can_create_new_material');
      const row = await service.createUnit(db, ctx, request.body.unit);
      return reply.status(201).send({ unit: presentUnit(row) });
    },
  );

  app.patch(
    '/common/units/:id',
    {
      config: { access: company('can_edit_material_database') },
      preValidation: owned('units'),
      schema: {
        tags: ['units'],
        summary: "Change a unit's synonyms, label or quantity increment",
        params: idParam,
        body: updateUnitRequest,
        response: { 200: unitBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_edit_material_database');
      const row = await service.updateUnit(db, ctx, request.params.id, request.body.unit);
      return { unit: presentUnit(row) };
    },
  );
};
