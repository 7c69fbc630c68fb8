import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_LIST_SORTS,
  ORDER_MATERIAL_LIST_SORTS,
  ORDER_MATERIAL_SEARCH_INDEX,
  ORDER_SEARCH_INDEX,
  orderExportRequest,
  orderFacetsBody,
  orderListBody,
  orderListQuery,
  orderMaterialExportRequest,
  orderMaterialListBody,
  orderMaterialListQuery,
  orderSavingBody,
  orderSavingRequest,
  ordersLastUpdatedBody,
  ordersLastUpdatedQuery,
  searchKeyBody,
  sortReplicas,
} from '@laydown/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../../deps';
import { company } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import * as lists from '../services/list-index';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 422);
const TAGS = ['orders'];
const READ = company('can_read_orders_and_rfqs');

const sendFile = (reply: FastifyReply, file: lists.ExportFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);

/** How a list is addressed: served by PostgreSQL, so no hosted key (as /company_materials/search_key). */
const searchKey = (index: string, sorts: readonly string[]) => ({
  search_key: '',
  application_id: 'laydown-postgresql',
  index_name: index,
  index_names: [index],
  replicas: sortReplicas(index, sorts),
  replica_index_name: null,
  replica_index_search_key: null,
});

/**
 * procurement-core §7 Orders, the list calls beside GET /orders (decisions 0048, 0049): the
 * consolidated order and order-material lists with their facets and exports, the search keys,
 * GET /orders_last_updated and POST /order_savings. Every one reads with the project-group rule.
 */
export const orderListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/consolidated_orders',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderListQuery,
        response: { 200: orderListBody, ...errors },
      },
    },
    async (request) => lists.presentedOrderList(db, companyScope(request), request.query),
  );

  app.get(
    '/consolidated_orders/facets',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderListQuery,
        response: { 200: orderFacetsBody, ...errors },
      },
    },
    async (request) => ({
      facets: await lists.orderFacets(db, companyScope(request), request.query),
    }),
  );

  app.post(
    '/consolidated_orders/export',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: `The order list as CSV or XLSX (search and filters applied, at most ${lists.ORDER_EXPORT_LIMIT} rows)`,
        body: orderExportRequest,
      },
    },
    async (request, reply) =>
      sendFile(reply, await lists.exportOrders(db, companyScope(request), request.body)),
  );

  app.get(
    '/consolidated_order_materials',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderMaterialListQuery,
        response: { 200: orderMaterialListBody, ...errors },
      },
    },
    async (request) => lists.presentedOrderMaterialList(db, companyScope(request), request.query),
  );

  app.get(
    '/consolidated_order_materials/facets',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: orderMaterialListQuery,
        response: { 200: orderFacetsBody, ...errors },
      },
    },
    async (request) => ({
      facets: await lists.orderMaterialFacets(db, companyScope(request), request.query),
    }),
  );

  app.post(
    '/consolidated_order_materials/export',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: `The order lines as CSV or XLSX (search and filters applied, at most ${lists.ORDER_EXPORT_LIMIT} rows)`,
        body: orderMaterialExportRequest,
      },
    },
    async (request, reply) =>
      sendFile(reply, await lists.exportOrderMaterials(db, companyScope(request), request.body)),
  );

  app.get(
    '/orders/search_key',
    {
      config: { access: READ },
      schema: { tags: TAGS, response: { 200: searchKeyBody, ...errors } },
    },
    async () => searchKey(ORDER_SEARCH_INDEX, ORDER_LIST_SORTS),
  );

  app.get(
    '/order_materials/search_key',
    {
      config: { access: READ },
      schema: { tags: TAGS, response: { 200: searchKeyBody, ...errors } },
    },
    async () => searchKey(ORDER_MATERIAL_SEARCH_INDEX, ORDER_MATERIAL_LIST_SORTS),
  );

  app.get(
    '/orders_last_updated',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        querystring: ordersLastUpdatedQuery,
        response: { 200: ordersLastUpdatedBody, ...errors },
      },
    },
    async (request) => lists.ordersLastUpdated(db, companyScope(request), request.query),
  );

  app.post(
    '/order_savings',
    {
      config: { access: company('can_send_and_update_orders') },
      schema: {
        tags: TAGS,
        body: orderSavingRequest,
        response: { 201: orderSavingBody, ...errors },
      },
    },
    async (request, reply) => {
      const saving = await lists.recordOrderSaving(
        db,
        companyScope(request),
        request.body.order_saving,
      );
      return reply.code(201).send({ order_saving: saving });
    },
  );
};
