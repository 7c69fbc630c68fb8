import type { CompanySummary } from '@laydown/contracts';
import type { CompanyRow } from './repository';

export function presentCompany(company: CompanyRow, usersCount: number): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    plan_tier: company.planTier,
    company_type: company.companyType,
    users_count: usersCount,
    created_at: company.createdAt.toISOString(),
  };
}
