import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Reference data and company settings pages, each its own chunk.
const UnitsPage = lazy(() =>
  import('./features/units/units-page').then((m) => ({ default: m.UnitsPage })),
);

const ProjectsPage = lazy(() =>
  import('./features/projects/projects-page').then((m) => ({ default: m.ProjectsPage })),
);

/** Contractor routes of the reference data (projects, vendors, codes, units, settings). */
export const referenceRoutes: RouteObject[] = [
  { path: 'projects', element: <ProjectsPage /> },
  { path: 'settings/units', element: <UnitsPage /> },
];
