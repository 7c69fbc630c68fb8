import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  confirmEmailQuery,
  emailOnlyRequest,
  errorBody,
  forgotPasswordRequest,
  messageBody,
  registerRequesterRequest,
  resetPasswordRequest,
} from '@laydown/contracts';
import { MESSAGES } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { requirePrincipal } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import { registerRequester } from './registration';
import * as service from './service';
import { publicAccess, signedIn } from '../../platform/route-access';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 404, 422, 429);

/** Forgot password, reset with a token, change with the old password, email confirmation (§7). */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/users/password',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['account'],
        summary: 'Forgot password: mails a reset link (contractor or vendor user, by access_type)',
        body: forgotPasswordRequest,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      const { email, access_type } = request.body.user;
      await service.requestPasswordReset(deps, { email, accessType: access_type, ip: request.ip });
      return { message: MESSAGES.account.resetSent };
    },
  );

  app.patch(
    '/users/password',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['account'],
        summary: 'Reset the password with the mailed token',
        body: resetPasswordRequest,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      const { reset_password_token, password } = request.body.user;
      await service.resetPassword(db, { token: reset_password_token, password, ip: request.ip });
      return { message: MESSAGES.account.updated };
    },
  );

  app.put(
    '/users',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Change the password of the signed-in user (contractor or vendor)',
        body: changePasswordRequest,
        response: { 200: messageBody, 401: errorBody, 403: errorBody, ...errors },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      // Support staff acting as someone must not change that person's password.
      if (principal.accessType === 'CONTRACTOR' && principal.impersonatorUserId !== null) {
        throw new ForbiddenError();
      }
      const { current_password, password } = request.body.user;
      await service.changePassword(db, principal, { currentPassword: current_password, password });
      return { message: MESSAGES.account.updated };
    },
  );

  app.post(
    '/users/confirmation',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['account'],
        summary: 'Resend the confirmation mail',
        body: emailOnlyRequest,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await service.resendConfirmation(deps, request.body.user.email, request.ip);
      return { message: MESSAGES.account.confirmationSent };
    },
  );

  app.get(
    '/users/confirmation',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['account'],
        summary: 'Confirm the email address with the mailed token',
        querystring: confirmEmailQuery,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await service.confirmEmail(db, request.query.confirmation_token, request.ip);
      return { message: MESSAGES.account.confirmed };
    },
  );

  app.post(
    '/users',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['account'],
        summary: 'Register a material requester through a public order form; mails a confirmation',
        body: registerRequesterRequest,
        response: { 201: messageBody, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const u = request.body.user;
      await registerRequester(deps, {
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        password: u.password,
        urlExtension: u.public_order_form_url_extension,
        ip: request.ip,
      });
      return reply.status(201).send({ message: MESSAGES.registration.registered });
    },
  );
};
