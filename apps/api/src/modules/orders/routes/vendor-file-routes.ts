import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directUploadRequest,
  directUploadResponse,
  idParam,
  updateVendorOrderFilesRequest,
  vendorOrderFilesBody,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { recordCheck } from '../../../platform/record-check';
import { vendor } from '../../../platform/route-access';
import { vendorScope } from '../../../platform/scope';
import { createSigner } from '../../files/index';
import * as vendorFiles from '../services/vendor-order-files';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 422);
const TAGS = ['vendor orders'];
const VENDOR = vendor();

/**
 * A vendor user's files on an order sent to them (issue 10, decision 0073): §9 `vendor_files` and
 * the `quote`. The spec shows no vendor-side paths; these follow its Active Storage upload and its
 * "signed ids" and "key and file id" shapes. The order is checked before the body is read, so
 * another vendor's order or one not sent answers 404 whatever is sent.
 */
export const vendorOrderFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, secrets },
) => {
  const signer = createSigner(secrets);
  const orderCheck = recordCheck((request, id) =>
    vendorFiles.requireVendorOrder(db, vendorScope(request), id),
  );

  app.get(
    '/vendor_orders/:id/files',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: "The order's public purchaser files, its quote and the vendor's files",
        params: idParam,
        response: { 200: vendorOrderFilesBody, ...errors },
      },
    },
    async (request) => ({
      order: await vendorFiles.presentedVendorOrderFiles(
        db,
        signer,
        vendorScope(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/vendor_orders/:id/direct_uploads',
    {
      config: { access: VENDOR },
      preValidation: orderCheck,
      schema: {
        tags: TAGS,
        summary: 'Announce a file for the order: answers its signed id and where to PUT it',
        params: idParam,
        body: directUploadRequest,
        response: { 200: directUploadResponse, ...errors },
      },
    },
    async (request) =>
      vendorFiles.announceVendorUpload(
        db,
        signer,
        vendorScope(request),
        request.params.id,
        request.body.blob,
      ),
  );

  app.patch(
    '/vendor_orders/:id/files',
    {
      config: { access: VENDOR },
      preValidation: orderCheck,
      schema: {
        tags: TAGS,
        summary: 'Attach and remove the vendor files and the quote (key and attachment id)',
        params: idParam,
        body: updateVendorOrderFilesRequest,
        response: { 200: vendorOrderFilesBody, ...errors },
      },
    },
    async (request) => {
      const scope = vendorScope(request);
      await vendorFiles.updateVendorOrderFiles(
        db,
        signer,
        scope,
        request.params.id,
        request.body.order,
      );
      return {
        order: await vendorFiles.presentedVendorOrderFiles(db, signer, scope, request.params.id),
      };
    },
  );
};
