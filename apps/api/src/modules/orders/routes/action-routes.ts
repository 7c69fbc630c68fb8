import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commitmentBody,
  duplicateOrderRequest,
  idParam,
  internalCommentRequest,
  internalCommentsBody,
  manualExportBody,
  manualExportRequest,
  mergeOrderRequest,
  orderBody,
  orderTagsRequest,
  quotesBody,
  quotesQuery,
  splitOrderRequest,
  updateMaterialLinesBody,
  updateMaterialLinesRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { company } from '../../../platform/route-access';
import { companyScope, type CompanyScope } from '../../../platform/scope';
import { createSigner } from '../../files/index';
import * as orders from '../services/index';
import { orderRecordChecks } from './record-checks';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['orders'];
const READ = company('can_read_orders_and_rfqs');
/** POST /order/{id}/split and /duplicate answer the order they made and the one they came from. */
const twoOrdersBody = orderBody.extend({ source_order: orderBody.shape.order });

/**
 * procurement-core §4 order actions and §7 Orders calls besides the document's own (decision
 * 0050): merge, split, duplicate, tags, internal comments, manual export, convert to commitment
 * and GET /quotes. Each declares its access (403 before the body is read, 0066); the services
 * apply the state machine, the project-group rule and history.
 */
export const orderActionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, secrets }) => {
  const checks = orderRecordChecks(db);
  const signer = createSigner(secrets);
  const show = async (scope: CompanyScope, id: number) =>
    orders.presentedOrder(db, signer, scope, id, { afterWrite: true });

  app.post(
    '/order/merge_order',
    {
      config: { access: company('can_manage_orders_and_rfqs') },
      schema: { tags: TAGS, body: mergeOrderRequest, response: { 200: orderBody, ...errors } },
    },
    async (request) => {
      const scope = companyScope(request);
      await orders.mergeOrders(db, scope, request.body);
      return { order: await show(scope, request.body.order_id) };
    },
  );

  app.post(
    '/order/update_material_lines',
    {
      // The catalogue's change reaching the open orders: who edits the material database.
      config: { access: company('can_edit_material_database') },
      schema: {
        tags: TAGS,
        body: updateMaterialLinesRequest,
        response: { 200: updateMaterialLinesBody, ...errors },
      },
    },
    async (request) => ({
      updated_orders: await orders.updateMaterialLines(db, companyScope(request), request.body),
    }),
  );

  app.post(
    '/order/:id/split',
    {
      config: { access: company('can_create_drafts') },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        body: splitOrderRequest,
        response: { 201: twoOrdersBody, ...errors },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const id = await orders.splitOrder(db, scope, request.params.id, request.body);
      return reply
        .code(201)
        .send({ order: await show(scope, id), source_order: await show(scope, request.params.id) });
    },
  );

  app.post(
    '/order/:id/duplicate',
    {
      config: { access: company('can_create_drafts') },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        body: duplicateOrderRequest.optional(),
        response: { 201: twoOrdersBody, ...errors },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request);
      const id = await orders.duplicateOrder(db, scope, request.params.id, request.body ?? {});
      return reply
        .code(201)
        .send({ order: await show(scope, id), source_order: await show(scope, request.params.id) });
    },
  );

  app.patch(
    '/order/:id/tags',
    {
      config: { access: company('can_create_drafts') },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        body: orderTagsRequest,
        response: { 200: orderBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      await orders.setOrderTags(db, scope, request.params.id, request.body.tags);
      return { order: await show(scope, request.params.id) };
    },
  );

  app.post(
    '/order/:id/internal_comment',
    {
      config: { access: READ },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        body: internalCommentRequest,
        response: { 201: internalCommentsBody, ...errors },
      },
    },
    async (request, reply) => {
      const internal_comments = await orders.addInternalComment(
        db,
        companyScope(request),
        { orderId: request.params.id },
        request.body,
      );
      return reply.code(201).send({ internal_comments });
    },
  );

  app.post(
    '/order/manual_export',
    {
      config: { access: company('can_manage_orders_and_rfqs') },
      schema: {
        tags: TAGS,
        body: manualExportRequest,
        response: { 200: manualExportBody, ...errors },
      },
    },
    async (request) => ({
      orders: await orders.manualExport(db, companyScope(request), request.body.orders),
    }),
  );

  app.post(
    '/order/:id/convert_to_commitment',
    {
      config: { access: company('can_see_and_create_commitments') },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        params: idParam,
        response: { 201: commitmentBody, ...errors },
      },
    },
    async (request, reply) => {
      const commitment = await orders.convertToCommitment(
        db,
        companyScope(request),
        request.params.id,
      );
      return reply.code(201).send({ commitment });
    },
  );

  app.get(
    '/quotes',
    {
      config: { access: READ },
      schema: { tags: TAGS, querystring: quotesQuery, response: { 200: quotesBody, ...errors } },
    },
    async (request) => ({
      quotes: await orders.presentedQuotes(db, signer, companyScope(request), request.query),
    }),
  );
};
