import { deriveAbilities } from '@laydown/domain';
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
 * can_view_costs (the derived rule in packages/domain, which the web reads too).
 */
export function mayReadPriceHistory(ctx: CompanyContext): boolean {
  return deriveAbilities(ctx.permissions).can_view_historical_price_summary;
}

/** The inputs of a material save that are costs: a user who cannot see them cannot set them. */
const COST_INPUTS = ['price_per_weight', 'company_material_vendor_prices_attributes'] as const;

/**
 * A save's input as this user may make it: without can_view_costs, the cost inputs are left out
 * (the web does not show them; a form sending them empty must not erase what buyers set).
 */
export function costInputsAllowed<T extends object>(ctx: CompanyContext, input: T): T {
  if (mayViewCosts(ctx)) return input;
  const kept = { ...input };
  for (const key of COST_INPUTS) delete (kept as Record<string, unknown>)[key];
  return kept;
}
