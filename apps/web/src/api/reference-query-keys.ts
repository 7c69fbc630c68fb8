/** Query keys of the reference data (units, projects, codes, vendors...), one root per list. */
export const referenceKeys = {
  units: ['units'] as const,
  projects: ['projects'] as const,
  projectGroups: ['project-groups'] as const,
  taxCodes: ['tax-codes'] as const,
  costCodes: ['cost-codes'] as const,
  vendors: ['company-vendors'] as const,
  companySettings: ['company-settings'] as const,
};
