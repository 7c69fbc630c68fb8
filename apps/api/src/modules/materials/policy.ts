import type { CompanyContext } from '../../platform/auth/principal';
import { can } from '../../platform/auth/guards';

/**
 * Record-level and cost rules of the materials module (issue 13 §2), pure functions of the
 * signed-in company context, read by the routes, the services and the presenters alike.
 */

/**
 * procurement-core §6: "When can_view_costs is false ... cost values are hidden": no unit price,
 * price per weight, preferred vendor price or price history reaches such a user.
 */
export function mayViewCosts(ctx: CompanyContext): boolean {
  return can(ctx, 'can_view_costs');
}

/**
 * A material's price history (§6 can_use_historical_cost) is prices: it also needs
 * can_view_costs.
 */
export function mayReadPriceHistory(ctx: CompanyContext): boolean {
  return can(ctx, 'can_use_historical_cost') && mayViewCosts(ctx);
}
