import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Reference data and company settings pages, each its own chunk.
const UnitsPage = lazy(() =>
  import('./features/units/units-page').then((m) => ({ default: m.UnitsPage })),
);

const ProjectsPage = lazy(() =>
  import('./features/projects/projects-page').then((m) => ({ default: m.ProjectsPage })),
);

const CostCodesPage = lazy(() =>
  import('./features/cost-codes/cost-codes-page').then((m) => ({ default: m.CostCodesPage })),
);

const CompanySettingsPage = lazy(() =>
  import('./features/company-settings/company-settings-page').then((m) => ({
    default: m.CompanySettingsPage,
  })),
);

const TaxCodesPage = lazy(() =>
  import('./features/tax-codes/tax-codes-page').then((m) => ({ default: m.TaxCodesPage })),
);

const VendorsPage = lazy(() =>
  import('./features/vendors/vendors-page').then((m) => ({ default: m.VendorsPage })),
);

const ProjectSettingsPage = lazy(() =>
  import('./features/projects/project-settings-page').then((m) => ({
    default: m.ProjectSettingsPage,
  })),
);

/** Contractor routes of the reference data (projects, vendors, codes, units, settings). */
export const referenceRoutes: RouteObject[] = [
  { path: 'projects', element: <ProjectsPage /> },
  { path: 'project/:id', element: <ProjectSettingsPage /> },
  { path: 'vendors', element: <VendorsPage /> },
  { path: 'settings/units', element: <UnitsPage /> },
  { path: 'settings/cost_codes', element: <CostCodesPage /> },
  { path: 'settings/company', element: <CompanySettingsPage /> },
  { path: 'settings/tax_codes', element: <TaxCodesPage /> },
];
