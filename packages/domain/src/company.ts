/** access-and-platform §1. */
export const PLAN_TIERS = ['BASIC', 'PROFESSIONAL', 'BUILDER'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const COMPANY_TYPES = [
  'GENERAL_CONTRACTOR',
  'SUB_CONTRACTOR',
  'CONSTRUCTION_MANAGER',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The home page a user can choose (access-and-platform §1). */
export const HOME_PAGES = ['Projects', 'Orders', 'Invoices', 'Inventory'] as const;
export type HomePage = (typeof HOME_PAGES)[number];
