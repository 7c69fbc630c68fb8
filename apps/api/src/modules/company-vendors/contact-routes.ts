import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactBody,
  contactListQuery,
  contactRecord,
  contactWithVendorUserRequest,
  createContactRequest,
  idParam,
  listOf,
  updateContactRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { listPage } from '../../platform/lists';
import * as service from './contact-service';
import { requireContactEditor, requireVendorReader } from './policy';
import { presentContact } from './presenter';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';
import type { CompanyScope } from '../../platform/scope';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Vendor contacts: GET and POST /company_vendor_contact, GET and PATCH /company_vendor_contact/{id}. */
export const vendorContactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  const show = async (ctx: CompanyScope, id: number) => ({
    company_vendor_contact: presentContact(await service.loadContact(db, ctx, id)),
  });

  app.get(
    '/company_vendor_contact',
    {
      config: { access: company('can_read_vendors') },
      schema: {
        tags: ['vendors'],
        querystring: contactListQuery,
        response: { 200: listOf(contactRecord), ...errors },
      },
    },
    async (request) => {
      const ctx = requireVendorReader(request);
      const { rows, total } = await service.listContacts(db, ctx, request.query);
      return listPage(rows.map(presentContact), total, request.query);
    },
  );

  app.post(
    '/company_vendor_contact',
    {
      config: { access: company('can_edit_vendor_database') },
      schema: {
        tags: ['vendors'],
        body: createContactRequest,
        response: { 201: contactBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireContactEditor(request);
      const id = await service.createContact(db, ctx, request.body.company_vendor_contact);
      return reply.status(201).send(await show(ctx, id));
    },
  );

  app.post(
    '/company_vendor_contact_with_vendor_user',
    {
      config: { access: company('can_edit_vendor_database') },
      schema: {
        tags: ['vendors'],
        body: contactWithVendorUserRequest,
        response: { 201: contactBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireContactEditor(request);
      const id = await service.createContactWithVendorUser(db, ctx, request.body);
      return reply.status(201).send(await show(ctx, id));
    },
  );

  app.get(
    '/company_vendor_contact/:id',
    {
      config: { access: company('can_read_vendors') },
      schema: { tags: ['vendors'], params: idParam, response: { 200: contactBody, ...errors } },
    },
    async (request) => show(requireVendorReader(request), request.params.id),
  );

  app.patch(
    '/company_vendor_contact/:id',
    {
      config: { access: company('can_edit_vendor_database') },
      preValidation: owned('company_vendor_contacts'),
      schema: {
        tags: ['vendors'],
        params: idParam,
        body: updateContactRequest,
        response: { 200: contactBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireContactEditor(request);
      await service.updateContact(db, ctx, request.params.id, request.body.company_vendor_contact);
      return show(ctx, request.params.id);
    },
  );
};
