import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectGroupRequest,
  idParam,
  listOf,
  okBody,
  projectGroupBody,
  projectGroupRecord,
  updateProjectGroupRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireProjectManager, requireProjectReader } from './policy';
import { presentProjectGroup } from './presenter';
import * as service from './group-service';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';
import type { CompanyScope } from '../../platform/scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Project groups: GET and POST /project_groups, GET, PATCH, DELETE /project_groups/{id}. */
export const projectGroupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  const show = async (ctx: CompanyScope, id: number) => {
    const { group, projects } = await service.loadGroup(db, ctx, id);
    return { project_group: presentProjectGroup(group, projects) };
  };

  app.get(
    '/project_groups',
    {
      config: { access: company('can_read_projects') },
      schema: { tags: ['projects'], response: { 200: listOf(projectGroupRecord), ...errors } },
    },
    async (request) => {
      const ctx = requireProjectReader(request);
      const groups = await service.listGroups(db, ctx);
      const records = groups.map((g) => presentProjectGroup(g.group, g.projects));
      return { records, total_count: records.length, has_more: false };
    },
  );

  app.get(
    '/project_groups/:id',
    {
      config: { access: company('can_read_projects') },
      schema: {
        tags: ['projects'],
        params: idParam,
        response: { 200: projectGroupBody, ...errors },
      },
    },
    async (request) => show(requireProjectReader(request), request.params.id),
  );

  app.post(
    '/project_groups',
    {
      config: { access: company('can_manage_projects') },
      schema: {
        tags: ['projects'],
        body: createProjectGroupRequest,
        response: { 201: projectGroupBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireProjectManager(request);
      const id = await service.createGroup(db, ctx, request.body.project_group);
      return reply.status(201).send(await show(ctx, id));
    },
  );

  app.patch(
    '/project_groups/:id',
    {
      config: { access: company('can_manage_projects') },
      preValidation: owned('project_groups'),
      schema: {
        tags: ['projects'],
        params: idParam,
        body: updateProjectGroupRequest,
        response: { 200: projectGroupBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireProjectManager(request);
      await service.updateGroup(db, ctx, request.params.id, request.body.project_group);
      return show(ctx, request.params.id);
    },
  );

  app.delete(
    '/project_groups/:id',
    {
      config: { access: company('can_manage_projects') },
      schema: { tags: ['projects'], params: idParam, response: { 200: okBody, ...errors } },
    },
    async (request) => {
      const ctx = requireProjectManager(request);
      await service.deleteGroup(db, ctx, request.params.id);
      return { ok: true as const };
    },
  );
};
