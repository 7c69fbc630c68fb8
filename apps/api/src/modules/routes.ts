import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { internalCompanyRoutes, setupRoutes } from './companies/routes';
import { companyUserRoutes } from './company-users/routes';
import { healthRoutes } from './health/routes';
import { impersonationRoutes } from './impersonation/routes';
import { invitationRoutes } from './invitations/routes';
import { membershipRoutes } from './memberships/routes';
import { roleRoutes } from './roles/routes';
import { ssoRoutes } from './sso/routes';
import { userSettingsRoutes } from './user-settings/routes';
import { mailOutboxRoutes } from './mail-outbox/routes';

/** Every module's routes, mounted under /api. A new module adds one line here. */
export async function registerModuleRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(healthRoutes, deps);
  await api.register(authRoutes, deps);
  await api.register(accountRoutes, deps);
  await api.register(setupRoutes, deps);
  await api.register(internalCompanyRoutes, deps);
  await api.register(mailOutboxRoutes, deps);
  await api.register(companyUserRoutes, deps);
  await api.register(invitationRoutes, deps);
  await api.register(roleRoutes, deps);
  await api.register(membershipRoutes, deps);
  await api.register(impersonationRoutes, deps);
  await api.register(userSettingsRoutes, deps);
  await api.register(ssoRoutes, deps);
}
