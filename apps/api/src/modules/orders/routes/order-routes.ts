import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderRequest,
  idParam,
  orderActionRequest,
  orderBody,
  orderFormBody,
  orderFormParams,
  orderHistoryBody,
  orderListBody,
  orderListQuery,
  orderPdfRequestedBody,
  orderSettingsBody,
  quickPoRequest,
  requestUpdateRequest,
  updateOrderRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { company } from '../../../platform/route-access';
import { companyScope, type CompanyScope } from '../../../platform/scope';
import { createSigner } from '../../files/index';
import * as orders from '../services/index';
import { orderRecordChecks } from './record-checks';
import { requestOrderPdf } from '../background-pdf/request';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['orders'];
const READ = company('can_read_orders_and_rfqs');

/** procurement-core §7 Orders: one order's calls and the order list (GET /orders, decision 0084). */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, secrets }) => {
  const checks = orderRecordChecks(db);
  const signer = createSigner(secrets);
  /** The answer of a write: the order as it now stands. */
  const show = async (scope: CompanyScope, id: number) => ({
    order: await orders.presentedOrder(db, signer, scope, id, { afterWrite: true }),
  });

  app.post(
    '/order',
    {
      config: { access: company('can_create_drafts') },
      schema: { tags: TAGS, body: createOrderRequest, response: { 201: orderBody, ...errors } },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      // Several vendors: one order each, in one package (decision 0050); answers the first.
      const [created] = await orders.createPackageOrders(db, signer, scope, request.body.order);
      return reply
        .code(201)
        .send({ order: await orders.presentedCreatedOrder(db, signer, scope, created!) });
    },
  );

  // §2 /new_order/{privateFormUrl}: the form a requester writes a drafted request through.
  app.get(
    '/order_form/:url_extension',
    {
      config: { access: company('can_create_drafts') },
      schema: {
        tags: TAGS,
        params: orderFormParams,
        response: { 200: orderFormBody, ...errors },
      },
    },
    async (request) => ({
      order_form: await orders.privateOrderForm(
        db,
        companyScope(request),
        request.params.url_extension,
      ),
    }),
  );

  app.post(
    '/order/quick_po',
    {
      config: { access: company('can_create_quick_po') },
      schema: { tags: TAGS, body: quickPoRequest, response: { 201: orderBody, ...errors } },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const created = await orders.createOrder(db, scope, request.body.order, 'quick_po', {
        signer,
      });
      return reply
        .code(201)
        .send({ order: await orders.presentedCreatedOrder(db, signer, scope, created) });
    },
  );

  app.get(
    '/orders',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderListQuery,
        response: { 200: orderListBody, ...errors },
      },
    },
    async (request) => orders.presentedOrderList(db, companyScope(request), request.query),
  );

  app.get(
    '/order_settings',
    {
      config: { access: READ },
      schema: { tags: TAGS, response: { 200: orderSettingsBody, ...errors } },
    },
    async (request) => ({
      order_settings: await orders.orderSettings(db, companyScope(request)),
    }),
  );

  app.get(
    '/order/:id.pdf',
    {
      config: { access: READ },
      // A file, not JSON: no response schema, so nothing tries to serialise it.
      schema: { tags: TAGS, params: idParam },
    },
    async (request, reply) => {
      const { file, filename } = await orders.orderPdf(
        db,
        companyScope(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(file);
    },
  );

  // Decision 0096: the spec names no call for asking; the PDF comes on the user channel.
  app.post(
    '/order/:id/pdf',
    {
      config: { access: READ },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        summary: "Render the order's PDF in the background; announced on user:{id} when ready",
        params: idParam,
        response: { 202: orderPdfRequestedBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        order_pdf: await requestOrderPdf(db, companyScope(request), request.params.id),
      }),
  );

  app.get(
    '/order/:id',
    {
      config: { access: READ },
      schema: { tags: TAGS, params: idParam, response: { 200: orderBody, ...errors } },
    },
    async (request) => ({
      order: await orders.presentedOrder(db, signer, companyScope(request), request.params.id),
    }),
  );

  app.patch(
    '/order/:id',
    {
      config: { access: company('can_create_drafts') },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        body: updateOrderRequest,
        response: { 200: orderBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      await orders.updateOrder(db, signer, scope, request.params.id, request.body.order);
      return show(scope, request.params.id);
    },
  );

  app.get(
    '/order/:id/history',
    {
      config: { access: READ },
      schema: { tags: TAGS, params: idParam, response: { 200: orderHistoryBody, ...errors } },
    },
    async (request) => ({
      records: await orders.presentedHistory(db, companyScope(request), request.params.id),
    }),
  );

  const actions = [
    ['/order/approve_order', 'approve', 'can_approve_order_request'],
    ['/order/undiscard_order', 'undiscard', 'can_create_drafts'],
    ['/order/cancel_order', 'cancel', 'can_manage_orders_and_rfqs'],
    // §7 names no call for these two §4 moves; ours follow approve_order (decision 0052).
    ['/order/send_rfq', 'send_rfq', 'can_send_and_update_rfqs'],
    ['/order/place_order', 'place_order', 'can_send_and_update_orders'],
    // A drafted request (the private order form) goes to the approvers: §4 'submit' rows.
    ['/order/submit_order_request', 'submit_order_request', 'can_create_drafts'],
    ['/order/submit_quote_request', 'submit_quote_request', 'can_create_drafts'],
  ] as const;
  for (const [path, action, permission] of actions) {
    app.post(
      path,
      {
        config: { access: company(permission) },
        schema: { tags: TAGS, body: orderActionRequest, response: { 200: orderBody, ...errors } },
      },
      async (request) => {
        const scope = companyScope(request);
        const { order_id, version } = request.body;
        await orders.takeOrderAction(db, scope, order_id, action, { version });
        return show(scope, order_id);
      },
    );
  }

  app.patch(
    '/order/request_update/:id',
    {
      // The §4 row decides between can_send_and_update_rfqs and can_send_and_update_orders.
      config: { access: READ },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        body: requestUpdateRequest,
        response: { 200: orderBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      const { comment, version } = request.body;
      await orders.takeOrderAction(db, scope, request.params.id, 'request_update', {
        version,
        comment,
      });
      return show(scope, request.params.id);
    },
  );
};
