import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyMaterialBody,
  createCompanyMaterialRequest,
  idParam,
  materialTagsBody,
  publicCreateMaterialRequest,
  publicMaterialBody,
  updateCompanyMaterialRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { can, requireCompany } from '../../platform/auth/guards';
import { presentMaterial } from './presenter';
import { publicCreateMaterial } from './public-create';
import * as service from './service';
import { company, publicAccess } from '../../platform/route-access';
import { recordCheck } from '../../platform/record-check';
import { companyScope } from '../../platform/scope';
import type { MaterialAction } from './policy';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** The record check of a company_materials/:id route (see recordCheck). */
export function materialRecordCheck(db: AppDeps['db'], action: MaterialAction) {
  return recordCheck((request, id) =>
    service.requireMaterialAccess(db, companyScope(request), id, action),
  );
}

/** procurement-core §7 company materials: show, tags, create, update and delete. */
export const materialRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/company_materials/tags',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: "The company's material tags",
        response: { 200: materialTagsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      return { tags: await service.listTags(db, ctx) };
    },
  );

  app.get(
    '/company_materials/:id',
    {
      config: { access: company() },
      preValidation: materialRecordCheck(db, 'read'),
      schema: {
        tags: ['materials'],
        summary: 'One material: the company’s own or a provider material',
        params: idParam,
        response: { 200: companyMaterialBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const view = await service.getMaterial(db, ctx, request.params.id);
      return { company_material: presentMaterial(ctx, view) };
    },
  );

  app.post(
    '/company_materials',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary:
          'Create a material (a requested one when the user cannot edit the database or create materials)',
        body: createCompanyMaterialRequest,
        response: { 201: companyMaterialBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request);
      // A user who cannot create materials may request one (procurement-core §2, decision 0030).
      if (!can(ctx, 'can_create_new_material')) await service.authorizeMaterialRequest(db, ctx);
      const view = await service.createMaterial(db, ctx, request.body.company_material);
      return reply.status(201).send({ company_material: presentMaterial(ctx, view) });
    },
  );

  app.patch(
    '/company_materials/:id',
    {
      config: { access: company('can_edit_material_database') },
      preValidation: materialRecordCheck(db, 'update'),
      schema: {
        tags: ['materials'],
        summary: 'Update a material; approves a requested one when the user may approve',
        params: idParam,
        body: updateCompanyMaterialRequest,
        response: { 200: companyMaterialBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_edit_material_database');
      const view = await service.updateMaterial(
        db,
        ctx,
        request.params.id,
        request.body.company_material,
      );
      return { company_material: presentMaterial(ctx, view) };
    },
  );

  app.delete(
    '/company_materials/:id',
    {
      config: { access: company('can_edit_material_database') },
      // 'read': a provider material is found, and its delete answered by the service (422).
      preValidation: materialRecordCheck(db, 'read'),
      schema: {
        tags: ['materials'],
        summary: 'Delete an own material that no order uses (its vendor prices go with it)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, 'can_edit_material_database');
      await service.deleteMaterial(db, ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/company_materials/public_create',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['materials'],
        summary: 'Request a material through a public order form (no sign-in; rate-limited)',
        body: publicCreateMaterialRequest,
        response: { 201: publicMaterialBody, ...errors },
      },
    },
    async (request, reply) => {
      const created = await publicCreateMaterial(db, request.body, request.ip);
      return reply.status(201).send({ company_material: created });
    },
  );
};
