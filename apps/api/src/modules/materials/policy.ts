import { deriveAbilities, holdsPermission } from '@laydown/domain';

/**
 * Record-level and cost rules of the materials module (issue 13 §2): pure functions of the
 * caller's scope (its permissions and company) and, for record rules, the record. The routes,
 * the services and the presenters read these, never their own copies (decision 0079).
 */
export interface PolicyScope {
  readonly companyId: number;
  readonly permissions: ReadonlySet<Parameters<typeof holdsPermission>[1]>;
}

/**
 * procurement-core §6: "When can_view_costs is false ... cost values are hidden": no unit price,
 * price per weight, preferred vendor price or price history reaches such a user.
 */
export function mayViewCosts(scope: PolicyScope): boolean {
  return holdsPermission(scope.permissions, 'can_view_costs');
}

/**
 * A material's price history (§6 can_use_historical_cost) is prices: it also needs
 * can_view_costs (the derived rule in packages/domain, which the web reads too).
 */
export function mayReadPriceHistory(scope: PolicyScope): boolean {
  return deriveAbilities(scope.permissions).can_view_historical_price_summary;
}

/** What a caller may do to one material record. */
export type MaterialAction = 'read' | 'update' | 'delete';

/** The fields of a material the record rules read. */
export interface MaterialRecordFacts {
  /** The company that owns the row: the caller's own, or the provider catalogue's. */
  companyId: number;
  catalogCompanyId: number | null;
}

/**
 * A company reads and updates its own materials and the provider catalogue's (a provider
 * material's update is the company's own settings); it deletes only its own. Anything else is
 * answered as missing (404), exactly like a material that does not exist.
 */
export function mayOnMaterial(
  scope: PolicyScope,
  action: MaterialAction,
  record: MaterialRecordFacts,
): boolean {
  const own = record.companyId === scope.companyId;
  const catalogue =
    record.catalogCompanyId !== null && record.companyId === record.catalogCompanyId;
  return action === 'delete' ? own : own || catalogue;
}

/** The inputs of a material save that are costs: a user who cannot see them cannot set them. */
const COST_INPUTS = ['price_per_weight', 'company_material_vendor_prices_attributes'] as const;

/**
 * Whether a company-required attribute binds this user: a cost input does not bind a user who
 * cannot see costs (they never see the stored value; a save keeps it, a create leaves it empty).
 */
export function requiredOf(scope: PolicyScope, key: string): boolean {
  return mayViewCosts(scope) || !(COST_INPUTS as readonly string[]).includes(key);
}

/**
 * A save's input as this user may make it: without can_view_costs, the cost inputs are left out
 * (the web does not show them; a form sending them empty must not erase what buyers set).
 */
export function costInputsAllowed<T extends object>(scope: PolicyScope, input: T): T {
  if (mayViewCosts(scope)) return input;
  const kept = { ...input };
  for (const key of COST_INPUTS) delete (kept as Record<string, unknown>)[key];
  return kept;
}
