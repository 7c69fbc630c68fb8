import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShippingCarrierRequest,
  idParam,
  shippingCarrierBody,
  shippingCarriersBody,
  updateShippingCarrierRequest,
  type ShippingCarrierRecord,
} from '@laydown/contracts';
import { DEFAULT_CARRIERS } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { company } from '../../platform/route-access';
import { companyScope } from '../../platform/scope';
import * as service from './service';
import { companyRecordCheck } from '../../platform/record-check';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const MANAGE = 'can_manage_company_settings' as const;

const present = (row: service.ShippingCarrierRow): ShippingCarrierRecord => ({
  id: row.id,
  name: row.name,
  tracking_url: row.trackingUrl,
  active: row.active,
});

/** GET /shipping_carriers (procurement-core §7) and the settings calls that keep the list. */
export const shippingCarrierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const owned = companyRecordCheck(db);
  app.get(
    '/shipping_carriers',
    {
      config: { access: company() },
      schema: { tags: ['shipping carriers'], response: { 200: shippingCarriersBody, ...errors } },
    },
    async (request) => ({
      defaults: [...DEFAULT_CARRIERS],
      records: (await service.listCarriers(db, companyScope(request))).map(present),
    }),
  );

  app.post(
    '/shipping_carriers',
    {
      config: { access: company(MANAGE) },
      schema: {
        tags: ['shipping carriers'],
        body: createShippingCarrierRequest,
        response: { 201: shippingCarrierBody, ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.createCarrier(
        db,
        companyScope(request),
        request.body.shipping_carrier,
      );
      return reply.status(201).send({ shipping_carrier: present(row) });
    },
  );

  app.patch(
    '/shipping_carriers/:id',
    {
      config: { access: company(MANAGE) },
      preValidation: owned('shipping_carriers'),
      schema: {
        tags: ['shipping carriers'],
        params: idParam,
        body: updateShippingCarrierRequest,
        response: { 200: shippingCarrierBody, ...errors },
      },
    },
    async (request) => {
      const row = await service.updateCarrier(
        db,
        companyScope(request),
        request.params.id,
        request.body.shipping_carrier,
      );
      return { shipping_carrier: present(row) };
    },
  );
};
