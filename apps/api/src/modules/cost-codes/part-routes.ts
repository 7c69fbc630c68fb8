import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeListQuery,
  codeRecord,
  costCodeClassBody,
  costCodeClassRequest,
  costCodeNumberBody,
  costCodeNumberRequest,
  costCodePhaseBody,
  costCodePhaseRecord,
  costCodePhaseRequest,
  facetsBody,
  idParam,
  listOf,
  phaseListQuery,
  updateCostCodeClassRequest,
  updateCostCodeNumberRequest,
  updateCostCodePhaseRequest,
} from '@laydown/contracts';
import { PHASE_DATA_SOURCES } from '@laydown/domain';
import type { CodeRecord } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { listPage } from '../../platform/lists';
import { classes, numbers } from './code-service';
import { sendSheet } from './export';
import * as phases from './phase-service';
import { requireCostCodeEditor, requireCostCodeReader } from './policy';
import { presentCode, presentPhase } from './presenter';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';

type CodeInputOutput = { code: string; description: string | null };

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Cost code numbers and classes: the same four calls each (procurement-core §7). */
const codeRoutes =
  (
    path: string,
    table: 'cost_code_numbers' | 'cost_code_classes',
    service: typeof numbers,
    key: 'cost_code_number' | 'cost_code_class',
    bodies: {
      record: z.ZodType<Record<string, CodeRecord>>;
      create: z.ZodType<Record<string, CodeInputOutput>>;
      update: z.ZodType<Record<string, Partial<CodeInputOutput>>>;
    },
  ): FastifyPluginAsyncZod<AppDeps> =>
  async (app, { db }) => {
    const wrap = (row: Parameters<typeof presentCode>[0]): Record<string, CodeRecord> => ({
      [key]: presentCode(row),
    });
    app.get(
      path,
      {
        config: { access: company('can_use_cost_code') },
        schema: {
          tags: ['cost codes'],
          querystring: codeListQuery,
          response: { 200: listOf(codeRecord), ...errors },
        },
      },
      async (request) => {
        const { rows, total } = await service.list(
          db,
          requireCostCodeReader(request),
          request.query,
        );
        return listPage(rows.map(presentCode), total, request.query);
      },
    );
    app.get(
      `${path}/:id`,
      {
        config: { access: company('can_use_cost_code') },
        schema: {
          tags: ['cost codes'],
          params: idParam,
          response: { 200: bodies.record, ...errors },
        },
      },
      async (request) =>
        wrap(await service.get(db, requireCostCodeReader(request), request.params.id)),
    );
    app.post(
      path,
      {
        config: { access: company('can_edit_cost_code') },
        schema: {
          tags: ['cost codes'],
          body: bodies.create,
          response: { 201: bodies.record, ...errors },
        },
      },
      async (request, reply) => {
        const ctx = requireCostCodeEditor(request);
        const input = Object.values(request.body)[0];
        if (!input) throw new Error('validated body without its record');
        const row = await service.add(db, ctx, input);
        return reply.status(201).send(wrap(row));
      },
    );
    app.patch(
      `${path}/:id`,
      {
        config: { access: company('can_edit_cost_code') },
        preValidation: companyRecordCheck(db)(table),
        schema: {
          tags: ['cost codes'],
          params: idParam,
          body: bodies.update,
          response: { 200: bodies.record, ...errors },
        },
      },
      async (request) => {
        const ctx = requireCostCodeEditor(request);
        const input = Object.values(request.body)[0] ?? {};
        return wrap(await service.edit(db, ctx, request.params.id, input));
      },
    );
  };

export const costCodeNumberRoutes = codeRoutes(
  '/cost_code_numbers',
  'cost_code_numbers',
  numbers,
  'cost_code_number',
  {
    record: costCodeNumberBody,
    create: costCodeNumberRequest,
    update: updateCostCodeNumberRequest,
  },
);

export const costCodeClassRoutes = codeRoutes(
  '/cost_code_classes',
  'cost_code_classes',
  classes,
  'cost_code_class',
  {
    record: costCodeClassBody,
    create: costCodeClassRequest,
    update: updateCostCodeClassRequest,
  },
);

/** Cost code phases: list with filters and search, facets, export, create, show, update. */
export const costCodePhaseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  app.get(
    '/cost_code_phases',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        querystring: phaseListQuery,
        response: { 200: listOf(costCodePhaseRecord), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await phases.listPhases(
        db,
        requireCostCodeReader(request),
        request.query,
      );
      return listPage(rows.map(presentPhase), total, request.query);
    },
  );
  app.get(
    '/cost_code_phases/facets',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        querystring: z.object({ search: z.string().trim().max(200).optional() }).strict(),
        response: { 200: facetsBody, ...errors },
      },
    },
    async (request) => ({
      facets: await phases.phaseFacets(db, requireCostCodeReader(request), request.query),
    }),
  );
  app.post(
    '/cost_code_phases/export',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        body: z
          .object({
            format: z.enum(['csv', 'xlsx']),
            search: z.string().trim().max(200).optional(),
            active: z.boolean().optional(),
            dataSource: z.enum(PHASE_DATA_SOURCES).optional(),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const ctx = requireCostCodeReader(request);
      const { format, ...filters } = request.body;
      const { rows } = await phases.listPhases(db, ctx, {
        ...filters,
        page: 1,
        per_page: 1_000_000,
      });
      return sendSheet(reply, format, 'phase_codes', [
        ['Code', 'Description', 'Active', 'Data source', 'Independent'],
        ...rows.map((p) => [
          p.code,
          p.description,
          p.active ? 'Yes' : 'No',
          p.dataSource,
          p.independent ? 'Yes' : 'No',
        ]),
      ]);
    },
  );
  app.get(
    '/cost_code_phases/:id',
    {
      config: { access: company('can_use_cost_code') },
      schema: {
        tags: ['cost codes'],
        params: idParam,
        response: { 200: costCodePhaseBody, ...errors },
      },
    },
    async (request) => ({
      cost_code_phase: presentPhase(
        await phases.getPhase(db, requireCostCodeReader(request), request.params.id),
      ),
    }),
  );
  app.post(
    '/cost_code_phases',
    {
      config: { access: company('can_edit_cost_code') },
      schema: {
        tags: ['cost codes'],
        body: costCodePhaseRequest,
        response: { 201: costCodePhaseBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCostCodeEditor(request);
      const row = await phases.createPhase(db, ctx, request.body.cost_code_phase);
      return reply.status(201).send({ cost_code_phase: presentPhase(row) });
    },
  );
  app.patch(
    '/cost_code_phases/:id',
    {
      config: { access: company('can_edit_cost_code') },
      preValidation: owned('cost_code_phases'),
      schema: {
        tags: ['cost codes'],
        params: idParam,
        body: updateCostCodePhaseRequest,
        response: { 200: costCodePhaseBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCostCodeEditor(request);
      const row = await phases.updatePhase(
        db,
        ctx,
        request.params.id,
        request.body.cost_code_phase,
      );
      return { cost_code_phase: presentPhase(row) };
    },
  );
};
