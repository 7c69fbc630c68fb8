import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  orderPdfRequestedBody,
  reportQuoteIssueBody,
  reportQuoteIssueRequest,
  vendorCancellationRequest,
  vendorEmptyRequest,
  vendorOrderBody,
  vendorOrderListBody,
  vendorOrderListQuery,
  orderBody,
  vendorResponseDecisionRequest,
  vendorResponsesRequest,
  vendorShipRequest,
  vendorSubmitQuoteRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { errorResponses } from '../../../platform/error-responses';
import { recordCheck } from '../../../platform/record-check';
import { anyOf, company, companyAnyOf, vendor } from '../../../platform/route-access';
import { createSigner } from '../../files/index';
import * as orders from '../services/index';
import { decideLineResponse } from '../services/vendor-response-decisions';
import { orderRecordChecks } from './record-checks';
import { companyScope, vendorScope } from '../../../platform/scope';
import { requirePrincipal } from '../../../platform/auth/guards';
import * as actions from '../services/vendor-order-actions';
import { requireVendorOrder } from '../services/vendor-order-files';
import * as portal from '../services/vendor-portal';
import { requestVendorOrderPdf } from '../background-pdf/vendor-request';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['vendor orders'];
const VENDOR = vendor();

/**
 * The vendor portal (issue 12, decision 0087): a vendor user's list of the documents sent to
 * their vendor, one document, the line answers and the §4 transitions the vendor takes. The spec
 * gives no vendor-side paths; they follow the vendor's file calls (decision 0073). The document is
 * checked before the body is read: another vendor's or one not sent answers 404 whatever is sent.
 */
export const vendorOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, secrets }) => {
  const signer = createSigner(secrets);
  const companyChecks = orderRecordChecks(db);
  const orderCheck = recordCheck((request, id) => requireVendorOrder(db, vendorScope(request), id));
  const answer = async (vendorId: Parameters<typeof portal.readVendorDocument>[1], id: number) => ({
    order: await portal.readVendorDocument(db, vendorId, id),
  });

  app.get(
    '/vendor_orders',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'The RFQs and orders sent to the vendor (search, state, paged)',
        querystring: vendorOrderListQuery,
        response: { 200: vendorOrderListBody, ...errors },
      },
    },
    async (request) => portal.listVendorDocuments(db, vendorScope(request), request.query),
  );

  app.get(
    '/vendor_orders/:id',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'One RFQ or order as its vendor reads it',
        params: idParam,
        response: { 200: vendorOrderBody, ...errors },
      },
    },
    async (request) => answer(vendorScope(request), request.params.id),
  );

  // Decision 0111: the vendor's PDF, made in the background as the purchaser's (0096).
  app.post(
    '/vendor_orders/:id/pdf',
    {
      config: { access: VENDOR },
      preValidation: orderCheck,
      schema: {
        tags: TAGS,
        summary: "Render the document's PDF in the background; announced on vendor_user:{id}",
        params: idParam,
        response: { 202: orderPdfRequestedBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        order_pdf: await requestVendorOrderPdf(db, vendorScope(request), request.params.id),
      }),
  );

  app.patch(
    '/vendor_orders/:id/responses',
    {
      config: { access: VENDOR },
      preValidation: orderCheck,
      schema: {
        tags: TAGS,
        summary: "The vendor's answers on lines: response types, notes, price, changed units",
        params: idParam,
        body: vendorResponsesRequest,
        response: { 200: vendorOrderBody, ...errors },
      },
    },
    async (request) => {
      const scope = vendorScope(request);
      await portal.saveVendorResponses(
        db,
        scope,
        request.params.id,
        request.body.order.order_materials,
      );
      return answer(scope, request.params.id);
    },
  );

  const transition = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    input: (body: z.output<B>) => actions.VendorActionInput,
  ) =>
    app.post(
      `/vendor_orders/:id/${path}`,
      {
        config: { access: VENDOR },
        preValidation: orderCheck,
        schema: {
          tags: TAGS,
          summary,
          params: idParam,
          body,
          response: { 200: vendorOrderBody, ...errors },
        },
      },
      async (request) => {
        const scope = vendorScope(request);
        await actions.takeVendorAction(
          db,
          scope,
          request.params.id,
          input(request.body as z.output<B>),
        );
        return answer(scope, request.params.id);
      },
    );

  transition(
    'submit_quote',
    'Submit the quote (its expiry; files through /files)',
    vendorSubmitQuoteRequest,
    (b) => ({
      call: 'submit_quote',
      quoteExpiresAt: b.order.quote_expires_at,
    }),
  );
  transition('confirm', 'Confirm the order', vendorEmptyRequest, () => ({ call: 'confirm' }));
  transition(
    'accept_cancellation',
    "Accept the purchaser's cancellation request",
    vendorEmptyRequest,
    () => ({ call: 'accept_cancellation' }),
  );
  transition(
    'reject_cancellation',
    "Reject the purchaser's cancellation request",
    vendorEmptyRequest,
    () => ({ call: 'reject_cancellation' }),
  );
  transition(
    'request_cancellation',
    'Cancel the RFQ or order, with the reason',
    vendorCancellationRequest,
    (b) => ({
      call: 'request_cancellation',
      reason: b.order.cancellation_reason,
    }),
  );
  transition('ship', 'Mark shipped: carrier, tracking number and ETA', vendorShipRequest, (b) => ({
    call: 'ship',
    deliveryId: b.delivery.id,
    carrier: b.delivery.carrier,
    trackingNumber: b.delivery.tracking_number ?? null,
    estimatedDeliveredAt: b.delivery.estimated_delivered_at,
  }));

  app.post(
    '/quotes/report_issue',
    {
      config: { access: anyOf(company('can_read_orders_and_rfqs'), VENDOR) },
      schema: {
        tags: ['quotes'],
        summary: 'Report an issue with an order’s quote (§7 issue, quote_id, order_id)',
        body: reportQuoteIssueRequest,
        response: { 201: reportQuoteIssueBody, ...errors },
      },
    },
    async (request, reply) => {
      const reporter =
        requirePrincipal(request).accessType === 'VENDOR'
          ? ({ kind: 'vendor', scope: vendorScope(request) } as const)
          : ({ kind: 'company', scope: companyScope(request) } as const);
      const row = await actions.reportQuoteIssue(db, reporter, request.body);
      return reply.status(201).send({
        quote_issue: {
          id: row.id,
          order_id: row.orderId,
          quote_id: row.quoteAttachmentId,
          issue: row.issue,
          created_at: row.createdAt.toISOString(),
        },
      });
    },
  );

  app.post(
    '/order/:id/vendor_response',
    {
      config: {
        access: companyAnyOf('can_send_and_update_orders', 'can_send_and_update_rfqs'),
      },
      preValidation: companyChecks.order,
      schema: {
        tags: ['orders'],
        summary: "Accept or reject one line's vendor response",
        params: idParam,
        body: vendorResponseDecisionRequest,
        response: { 200: orderBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      await decideLineResponse(db, scope, request.params.id, request.body);
      return {
        order: await orders.presentedOrder(db, signer, scope, request.params.id, {
          afterWrite: true,
        }),
      };
    },
  );
};
