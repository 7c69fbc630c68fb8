import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectRequest,
  idParam,
  listOf,
  okBody,
  projectBody,
  projectListQuery,
  projectRecord,
  updateProjectRequest,
  watcherCandidates,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { listPage } from '../../platform/lists';
import { selectableWatchers } from '../users/watchers';
import { requireProjectManager, requireProjectReader } from './policy';
import { presentProject } from './presenter';
import * as service from './service';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** procurement-core §7 Vendors, projects, addresses: the project calls. */
export const projectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  const show = async (ctx: Parameters<typeof service.loadProject>[1], id: number) => {
    const { project, groupName, addresses } = await service.loadProject(db, ctx, id);
    return { project: presentProject(project, groupName, addresses) };
  };

  app.get(
    '/projects',
    {
      config: { access: company('can_read_projects') },
      schema: {
        tags: ['projects'],
        summary: 'Projects; search by name or project id, filters active and project group',
        querystring: projectListQuery,
        response: { 200: listOf(projectRecord), ...errors },
      },
    },
    async (request) => {
      const ctx = requireProjectReader(request);
      const { rows, total } = await service.listProjects(db, ctx, request.query);
      const records = rows.map((r) => presentProject(r.project, r.groupName, r.addresses));
      return listPage(records, total, request.query);
    },
  );

  app.get(
    '/project/:id',
    {
      config: { access: company('can_read_projects') },
      schema: { tags: ['projects'], params: idParam, response: { 200: projectBody, ...errors } },
    },
    async (request) => show(requireProjectReader(request), request.params.id),
  );

  app.post(
    '/project',
    {
      config: { access: company('can_manage_projects') },
      schema: {
        tags: ['projects'],
        summary: 'Create a project with its addresses, default watchers, project id and group',
        body: createProjectRequest,
        response: { 201: projectBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireProjectManager(request);
      const id = await service.create(db, ctx, request.body.project);
      return reply.status(201).send(await show(ctx, id));
    },
  );

  app.patch(
    '/project/:id',
    {
      config: { access: company('can_manage_projects') },
      preValidation: owned('projects'),
      schema: {
        tags: ['projects'],
        params: idParam,
        body: updateProjectRequest,
        response: { 200: projectBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireProjectManager(request);
      await service.update(db, ctx, request.params.id, request.body.project);
      return show(ctx, request.params.id);
    },
  );

  app.delete(
    '/project/:id',
    {
      config: { access: company('can_manage_projects') },
      schema: { tags: ['projects'], params: idParam, response: { 200: okBody, ...errors } },
    },
    async (request) => {
      const ctx = requireProjectManager(request);
      await service.remove(db, ctx, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/project_watcher_candidates',
    {
      config: { access: company('can_read_projects') },
      schema: {
        tags: ['projects'],
        summary: 'Users who may be default watchers (active, invitation accepted or signed in)',
        response: { 200: watcherCandidates, ...errors },
      },
    },
    async (request) => {
      const ctx = requireProjectReader(request);
      const rows = await selectableWatchers(db, ctx);
      return {
        records: rows.map((r) => ({
          user_id: r.userId,
          name: `${r.firstName} ${r.lastName}`.trim(),
          email: r.email,
        })),
      };
    },
  );
};
