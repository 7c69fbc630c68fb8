import type { CompanyType, PlanTier } from '@laydown/domain';

export const PLAN_TIER_LABELS: Record<PlanTier, string> = {
  BASIC: 'Basic',
  PROFESSIONAL: 'Professional',
  BUILDER: 'Builder',
};

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  GENERAL_CONTRACTOR: 'General contractor',
  SUB_CONTRACTOR: 'Subcontractor',
  CONSTRUCTION_MANAGER: 'Construction manager',
};
