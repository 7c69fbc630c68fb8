import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { internalCompanyRoutes, setupRoutes } from './companies/routes';
import { addressRoutes } from './addresses/routes';
import { companySettingsRoutes } from './company-settings/routes';
import { vendorContactRoutes } from './company-vendors/contact-routes';
import { companyVendorRoutes } from './company-vendors/routes';
import { vendorDirectoryRoutes } from './company-vendors/directory-routes';
import {
  costCodeClassRoutes,
  costCodeNumberRoutes,
  costCodePhaseRoutes,
} from './cost-codes/part-routes';
import { costCodeRoutes } from './cost-codes/routes';
import { healthRoutes } from './health/routes';
import { projectGroupRoutes } from './projects/group-routes';
import { projectRoutes } from './projects/routes';
import { shippingCarrierRoutes } from './shipping-carriers/routes';
import { taxCodeRoutes } from './tax-codes/routes';
import {
  dashboardRoutes,
  levelingRoutes,
  orderActionRoutes,
  orderListRoutes,
  orderPackageRoutes,
  orderRoutes,
  orderSessionRoutes,
  vendorLinkRoutes,
  vendorOrderFileRoutes,
  vendorOrderRoutes,
} from './orders/index';
import { imageSearchRoutes } from './image-search/routes';
import { materialsModule } from './materials/index';
import { searchAnalyticsRoutes } from './search-analytics/routes';
import { unitRoutes } from './units/routes';
import { companyUserRoutes } from './company-users/routes';
import { impersonationRoutes } from './impersonation/routes';
import { invitationRoutes } from './invitations/routes';
import { membershipRoutes } from './memberships/routes';
import { roleRoutes } from './roles/routes';
import { ssoRoutes } from './sso/routes';
import { emailDomainRoutes } from './email-domains/routes';
import { userSettingsRoutes } from './user-settings/routes';
import { mailOutboxRoutes } from './mail-outbox/routes';
import { fileRoutes } from './files/index';
import { deliveryRoutes } from './deliveries/index';
import { liveRoutes } from './live/routes';

/** Every module's routes, mounted under /api. A new module adds one line here. */
export async function registerModuleRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(healthRoutes, deps);
  await api.register(authRoutes, deps);
  await api.register(accountRoutes, deps);
  await api.register(setupRoutes, deps);
  await api.register(internalCompanyRoutes, deps);
  await api.register(unitRoutes, deps);
  await api.register(projectRoutes, deps);
  await api.register(projectGroupRoutes, deps);
  await api.register(companySettingsRoutes, deps);
  await api.register(costCodeRoutes, deps);
  await api.register(costCodeNumberRoutes, deps);
  await api.register(costCodeClassRoutes, deps);
  await api.register(costCodePhaseRoutes, deps);
  await api.register(mailOutboxRoutes, deps);
  await api.register(companyUserRoutes, deps);
  await api.register(invitationRoutes, deps);
  await api.register(roleRoutes, deps);
  await api.register(taxCodeRoutes, deps);
  await api.register(companyVendorRoutes, deps);
  await api.register(vendorDirectoryRoutes, deps);
  await api.register(vendorContactRoutes, deps);
  await api.register(addressRoutes, deps);
  await api.register(shippingCarrierRoutes, deps);
  await api.register(materialsModule, deps);
  await api.register(searchAnalyticsRoutes, deps);
  await api.register(imageSearchRoutes, deps);
  await api.register(membershipRoutes, deps);
  await api.register(impersonationRoutes, deps);
  await api.register(userSettingsRoutes, deps);
  await api.register(ssoRoutes, deps);
  await api.register(emailDomainRoutes, deps);
  await api.register(orderRoutes, deps);
  await api.register(orderActionRoutes, deps);
  await api.register(orderPackageRoutes, deps);
  await api.register(levelingRoutes, deps);
  await api.register(orderSessionRoutes, deps);
  await api.register(vendorOrderFileRoutes, deps);
  await api.register(vendorOrderRoutes, deps);
  await api.register(vendorLinkRoutes, deps);
  await api.register(dashboardRoutes, deps);
  await api.register(orderListRoutes, deps);
  await api.register(fileRoutes, deps);
  await api.register(deliveryRoutes, deps);
  await api.register(liveRoutes, deps);
}
