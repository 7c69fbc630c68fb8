import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBody,
  addressIndexBody,
  addressRequest,
  addressToBody,
  addressToListBody,
  addressToRequest,
  idParam,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as index from './index-repository';
import { presentAddress } from './presenter';
import * as service from './service';
import { company } from '../../platform/route-access';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
/** Addresses are company settings: members read them, settings managers change them. */
const MANAGE = 'can_manage_company_settings' as const;
const NAME_TAKEN = 'This name is already in the list.';

const duplicateName = (error: unknown): never => {
  if (uniqueViolation(error)) throw new ConflictError(NAME_TAKEN, 'duplicate');
  throw error;
};

/** procurement-core §7: /address, /address_to and GET /company_settings/addresses. */
export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  app.get(
    '/company_settings/addresses',
    {
      config: { access: company() },
      schema: {
        tags: ['addresses'],
        summary: 'The address index',
        response: { 200: addressIndexBody, ...errors },
      },
    },
    async (request) => {
      const rows = await index.addressIndex(db, requireCompany(request));
      return {
        records: rows.map(({ address, projectName, vendorName }) => ({
          ...presentAddress(address),
          owner_type: address.projectId
            ? ('project' as const)
            : address.companyVendorId
              ? ('company_vendor' as const)
              : ('company' as const),
          owner_id: address.projectId ?? address.companyVendorId ?? null,
          owner_name: projectName ?? vendorName ?? null,
        })),
      };
    },
  );

  app.get(
    '/address',
    {
      config: { access: company() },
      schema: {
        tags: ['addresses'],
        summary: "The company's own addresses",
        response: { 200: addressIndexBody, ...errors },
      },
    },
    async (request) => {
      const rows = await service.listOwned(db, requireCompany(request), { kind: 'company' });
      return {
        records: rows.map((a) => ({
          ...presentAddress(a),
          owner_type: 'company' as const,
          owner_id: null,
          owner_name: null,
        })),
      };
    },
  );

  app.post(
    '/address',
    {
      config: { access: company(MANAGE) },
      schema: {
        tags: ['addresses'],
        body: addressRequest,
        response: { 201: addressBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, MANAGE);
      const row = await service.createCompanyAddress(db, ctx, request.body.address);
      return reply.status(201).send({ address: presentAddress(row) });
    },
  );

  app.patch(
    '/address/:id',
    {
      config: { access: company(MANAGE) },
      preValidation: owned('addresses'),
      schema: {
        tags: ['addresses'],
        params: idParam,
        body: addressRequest,
        response: { 200: addressBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, MANAGE);
      const row = await service.updateAddress(db, ctx, request.params.id, request.body.address);
      return { address: presentAddress(row) };
    },
  );

  app.get(
    '/address_to',
    {
      config: { access: company() },
      schema: { tags: ['addresses'], response: { 200: addressToListBody, ...errors } },
    },
    async (request) => ({
      records: (await index.listAddressTos(db, requireCompany(request))).map(({ id, name }) => ({
        id,
        name,
      })),
    }),
  );

  app.post(
    '/address_to',
    {
      config: { access: company(MANAGE) },
      schema: {
        tags: ['addresses'],
        body: addressToRequest,
        response: { 201: addressToBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, MANAGE);
      const row = await index
        .insertAddressTo(db, ctx, request.body.address_to.name)
        .catch(duplicateName);
      return reply.status(201).send({ address_to: { id: row.id, name: row.name } });
    },
  );

  app.patch(
    '/address_to/:id',
    {
      config: { access: company(MANAGE) },
      preValidation: owned('address_tos'),
      schema: {
        tags: ['addresses'],
        params: idParam,
        body: addressToRequest,
        response: { 200: addressToBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, MANAGE);
      const row = ownedOrNotFound(
        ctx,
        await index
          .updateAddressTo(db, ctx, request.params.id, request.body.address_to.name)
          .catch(duplicateName),
      );
      return { address_to: { id: row.id, name: row.name } };
    },
  );
};
