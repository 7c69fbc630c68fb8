import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyUser,
  companyUserBody,
  companyUsersQuery,
  errorBody,
  idParam,
  listOf,
  manageUsersBody,
  manageUsersRequest,
  optionsBody,
  possibleUser,
  possibleUsersQuery,
  updateCompanyUserRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { presentCompanyUser } from './presenter';
import * as service from './service';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';

const refusals = { 401: errorBody, 403: errorBody, 404: errorBody };

/** Company users management (§2): the list, and role, project groups and active of one member. */
export const companyUserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  app.get(
    '/company_users',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['company users'],
        summary: 'Members of the company, with the filters ungrouped, activated and deactivated',
        querystring: companyUsersQuery,
        response: { 200: listOf(companyUser), 400: errorBody, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      const q = request.query;
      const { rows, total } = await service.listCompanyUsers(db, ctx, {
        page: q.page,
        perPage: q.per_page,
        search: q.search,
        filter: q.filter,
        sort: q.sort,
        direction: q.sort_direction,
      });
      const now = new Date();
      return {
        records: rows.map((row) => presentCompanyUser(ctx, row, now)),
        total_count: total,
        has_more: q.page * q.per_page < total,
      };
    },
  );

  app.get(
    '/company_users/project_group_options',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['company users'],
        summary: 'Project groups a member can be put in (id and name)',
        response: { 200: optionsBody, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      return { records: await service.projectGroupOptions(db, ctx) };
    },
  );

  app.get(
    '/company_users/:id',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['company users'],
        summary: 'One member of the company',
        params: idParam,
        response: { 200: companyUserBody, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      const row = await service.getCompanyUser(db, ctx, request.params.id);
      return { company_user: presentCompanyUser(ctx, row) };
    },
  );

  app.patch(
    '/company_users/:id',
    {
      config: { access: company('can_manage_users') },
      preValidation: owned('company_users'),
      schema: {
        tags: ['company users'],
        summary: 'Change role, project groups or active; deactivation signs the member out at once',
        params: idParam,
        body: updateCompanyUserRequest,
        response: { 200: companyUserBody, 400: errorBody, 422: errorBody, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      const row = await service.updateCompanyUser(
        db,
        ctx,
        request.params.id,
        request.body.company_user,
      );
      return { company_user: presentCompanyUser(ctx, row) };
    },
  );

  app.get(
    '/company_settings/manage_users',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['company users'],
        summary: 'The roles and project groups a member can be given, and the count of each filter',
        response: { 200: manageUsersBody, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      return { manage_users: await service.manageUsersSettings(db, ctx) };
    },
  );

  app.patch(
    '/company_settings/manage_users',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['company users'],
        summary: 'Change role, project groups or active of several members at once',
        body: manageUsersRequest,
        response: { 200: listOf(companyUser), 400: errorBody, 422: errorBody, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      const { company_user_ids, ...changes } = request.body.manage_users;
      const rows = await service.manageUsers(db, ctx, company_user_ids, changes);
      return {
        records: rows.map((row) => presentCompanyUser(ctx, row)),
        total_count: rows.length,
        has_more: false,
      };
    },
  );

  app.get(
    '/possible_users',
    {
      config: { access: company() },
      schema: {
        tags: ['company users'],
        summary: "Members who can be picked as watchers (§4 'possible user')",
        querystring: possibleUsersQuery,
        response: { 200: listOf(possibleUser), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      // Anyone of the company picks watchers; vendors and support staff without a company do not.
      const ctx = requireCompany(request);
      const rows = await service.possibleUsers(db, ctx, request.query.search);
      return {
        records: rows.map((r) => ({
          id: r.id,
          company_user_id: r.companyUserId,
          email: r.email,
          first_name: r.firstName,
          last_name: r.lastName,
        })),
        total_count: rows.length,
        has_more: false,
      };
    },
  );
};
