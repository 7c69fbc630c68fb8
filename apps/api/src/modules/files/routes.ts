import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  directUploadRequest,
  directUploadResponse,
  errorBody,
  findSignedQuery,
  findSignedResponse,
  signedFileParams,
  uploadTokenParams,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import { anyOf, company, signedIn, vendor } from '../../platform/route-access';
import { contentDisposition, servedHeaders } from './served-headers';
import * as service from './service';
import { fileScopeOf } from './scope';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['files'];

/** A vendor user or a company member (checked before any body is read: fileScopeOf). */
const anyReader = {
  config: { access: signedIn() },
  onRequest: async (request: Parameters<typeof fileScopeOf>[0]) => {
    fileScopeOf(request);
  },
};

/** procurement-core §7 Files (decision 0075). */
export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, secrets }) => {
  const files = service.createFilesDeps({ db, config, secrets });

  app.post(
    '/rails/active_storage/direct_uploads',
    {
      config: { access: company() },
      schema: {
        tags,
        summary: 'Announce a file (name, size, MD5): answers its signed id and where to PUT it',
        body: directUploadRequest,
        response: { 200: directUploadResponse, ...errors },
      },
    },
    async (request) =>
      service.createDirectUpload(files, requireCompany(request), request.body.blob),
  );

  // The bytes: the body is never parsed, it is streamed to the staging folder.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    raw.put(
      '/rails/active_storage/disk/:token',
      {
        // A vendor user PUTs the bytes of what they announced for a document sent to them.
        config: { access: anyOf(company(), vendor()) },
        schema: {
          tags,
          summary: 'The bytes of an announced file (at most 100 MB), streamed to storage',
          params: uploadTokenParams,
          response: { 204: z.null(), 413: errorBody, ...errors },
        },
      },
      async (request, reply) => {
        const length = request.headers['content-length'];
        try {
          const blob = await service.pendingBlobOf(
            files,
            fileScopeOf(request),
            request.params.token,
          );
          service.checkAnnouncedLength(blob, length === undefined ? undefined : Number(length));
          await service.receiveBlobBytes(files, blob, request.raw);
        } catch (error) {
          // A refused upload is answered at once; the unread rest of the body is not waited for.
          if (error instanceof AppError && !request.raw.readableEnded) {
            reply.header('connection', 'close');
          }
          throw error;
        }
        return reply.status(204).send(null);
      },
    );
  });

  app.get(
    '/files/find_signed',
    {
      ...anyReader,
      schema: {
        tags,
        summary: 'The file a signed id names, for a user who may read it (else 404)',
        querystring: findSignedQuery,
        response: { 200: findSignedResponse, ...errors },
      },
    },
    async (request) => {
      const blob = await service.readableBlob(
        db,
        files.signer,
        fileScopeOf(request),
        request.query.signed_id,
      );
      return { file: service.presentBlob(files.signer, blob) };
    },
  );

  app.get(
    '/files/blobs/:signed_id/:filename',
    {
      ...anyReader,
      schema: {
        tags,
        summary: "A file's bytes, for a user who may read its document (else 404)",
        params: signedFileParams,
      },
    },
    async (request, reply) => {
      const blob = await service.readableBlob(
        db,
        files.signer,
        fileScopeOf(request),
        request.params.signed_id,
      );
      const body = await files.storage.read(blob.storageKey);
      reply.headers(servedHeaders(blob.contentType, blob.byteSize));
      reply.header('content-disposition', contentDisposition(blob.contentType, blob.filename));
      return reply.send(body);
    },
  );
};
