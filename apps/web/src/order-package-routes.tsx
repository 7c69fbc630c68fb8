import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The order package and its quote leveling, each its own chunk (decision 0092).
const PackagePage = lazy(() =>
  import('./features/order-packages/package-page').then((m) => ({ default: m.PackagePage })),
);
const LevelingPage = lazy(() =>
  import('./features/order-packages/leveling-page').then((m) => ({ default: m.LevelingPage })),
);

/** Contractor routes of order packages (procurement-core §7 Order packages; issue 12 leveling). */
export const orderPackageRoutes: RouteObject[] = [
  { path: 'order_package/:id', element: <PackagePage /> },
  { path: 'order_package/:id/leveling', element: <LevelingPage /> },
];
