import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShippingCarrierRequest,
  errorBody,
  idParam,
  shippingCarrierBody,
  shippingCarriersBody,
  updateShippingCarrierRequest,
  type ShippingCarrierRecord,
} from '@laydown/contracts';
import { DEFAULT_CARRIERS } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as repo from './repository';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const MANAGE = 'can_manage_company_settings' as const;
export const CARRIER_TAKEN = 'A shipping carrier with this name already exists.';

const present = (row: repo.ShippingCarrierRow): ShippingCarrierRecord => ({
  id: row.id,
  name: row.name,
  tracking_url: row.trackingUrl,
  active: row.active,
});
const duplicate = (error: unknown): never => {
  if (uniqueViolation(error)) throw new ConflictError(CARRIER_TAKEN, 'duplicate');
  throw error;
};

/** GET /shipping_carriers (procurement-core §7) and the settings calls that keep the list. */
export const shippingCarrierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/shipping_carriers',
    { schema: { tags: ['shipping carriers'], response: { 200: shippingCarriersBody, ...errors } } },
    async (request) => ({
      defaults: [...DEFAULT_CARRIERS],
      records: (await repo.listCarriers(db, requireCompany(request))).map(present),
    }),
  );

  app.post(
    '/shipping_carriers',
    {
      schema: {
        tags: ['shipping carriers'],
        body: createShippingCarrierRequest,
        response: { 201: shippingCarrierBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, MANAGE);
      const { name, tracking_url, active } = request.body.shipping_carrier;
      const row = await repo
        .insertCarrier(db, ctx, { name, trackingUrl: tracking_url, active })
        .catch(duplicate);
      return reply.status(201).send({ shipping_carrier: present(row) });
    },
  );

  app.patch(
    '/shipping_carriers/:id',
    {
      schema: {
        tags: ['shipping carriers'],
        params: idParam,
        body: updateShippingCarrierRequest,
        response: { 200: shippingCarrierBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, MANAGE);
      const input = request.body.shipping_carrier;
      ownedOrNotFound(ctx, await repo.findCarrier(db, ctx, request.params.id));
      const row = await repo
        .updateCarrier(db, ctx, request.params.id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.tracking_url !== undefined ? { trackingUrl: input.tracking_url } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        })
        .catch(duplicate);
      return { shipping_carrier: present(ownedOrNotFound(ctx, row)) };
    },
  );
};
