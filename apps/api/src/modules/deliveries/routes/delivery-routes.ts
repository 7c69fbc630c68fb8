import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiMatchBody,
  aiMatchRequest,
  deliveryDetailBody,
  deliveryListBody,
  deliveryListQuery,
  fetchDeliveriesBody,
  fetchDeliveriesQuery,
  idParam,
  searchKeyBody,
  updateDeliveryRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { company } from '../../../platform/route-access';
import { recordCheck } from '../../../platform/record-check';
import { companyScope } from '../../../platform/scope';
import { createFileReader, createSigner } from '../../files/index';
import * as deliveries from '../services/index';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['deliveries'];
/** §6: deliveries are read with the orders, changed with can_edit_delivery_information. */
const READ = company('can_read_orders_and_rfqs');
const EDIT = company('can_edit_delivery_information');

/** The /:id routes' record check: another company's delivery, or one of an order outside the
 * reader's groups, is 404 whatever is sent (see recordCheck). */
function deliveryRecordCheck(db: AppDeps['db']) {
  return recordCheck((request, id) => deliveries.requireDelivery(db, companyScope(request), id));
}

/** procurement-core §7 Deliveries (issue 10, decision 0043). */
export const deliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, secrets } = deps;
  const signer = createSigner(secrets);
  const files = createFileReader(deps);
  const recordCheck = deliveryRecordCheck(db);

  app.get(
    '/deliveries',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: deliveryListQuery,
        response: { 200: deliveryListBody, ...errors },
      },
    },
    async (request) => deliveries.presentedDeliveryList(db, companyScope(request), request.query),
  );

  app.get(
    '/deliveries/search_key',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'How the delivery search is addressed (served by PostgreSQL, no hosted key)',
        response: { 200: searchKeyBody, ...errors },
      },
    },
    async () => deliveries.DELIVERY_SEARCH_KEY,
  );

  app.get(
    '/deliveries/fetch_deliveries',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: 'The delivery calendar: deliveries expected or arrived between two days',
        querystring: fetchDeliveriesQuery,
        response: { 200: fetchDeliveriesBody, ...errors },
      },
    },
    async (request) => deliveries.presentedCalendar(db, companyScope(request), request.query),
  );

  app.get(
    '/deliveries/:id',
    {
      config: { access: READ },
      preValidation: recordCheck,
      schema: { tags: TAGS, params: idParam, response: { 200: deliveryDetailBody, ...errors } },
    },
    async (request) => ({
      delivery: await deliveries.presentedDelivery(
        db,
        signer,
        companyScope(request),
        request.params.id,
      ),
    }),
  );

  app.patch(
    '/deliveries/:id',
    {
      config: { access: EDIT },
      preValidation: recordCheck,
      schema: {
        tags: TAGS,
        params: idParam,
        body: updateDeliveryRequest,
        response: { 200: deliveryDetailBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      await deliveries.updateDelivery(db, signer, scope, request.params.id, request.body.delivery);
      return {
        delivery: await deliveries.presentedDelivery(db, signer, scope, request.params.id, {
          afterWrite: true,
        }),
      };
    },
  );

  app.post(
    '/deliveries/:id/ai_match',
    {
      config: { access: EDIT },
      preValidation: recordCheck,
      schema: {
        tags: TAGS,
        summary: "Reads the delivery ticket and proposes each line's received quantity",
        params: idParam,
        body: aiMatchRequest,
        response: { 200: aiMatchBody, ...errors },
      },
    },
    async (request) =>
      deliveries.matchDeliveryTicket(
        db,
        files,
        companyScope(request),
        request.params.id,
        request.body?.image_signed_ids,
      ),
  );
};
