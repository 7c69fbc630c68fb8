import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { levelingPath } from './api/order-package-paths';
import { preloadRecord, type RouteHandle } from './shell/route-preload';

// The order package and its quote leveling, each its own chunk (decision 0092).
const PackagePage = lazy(() =>
  import('./features/order-packages/package-page').then((m) => ({ default: m.PackagePage })),
);
const loadLevelingPage = () => import('./features/order-packages/leveling-page');
const LevelingPage = lazy(() => loadLevelingPage().then((m) => ({ default: m.LevelingPage })));

/** Opened at the leveling screen, its code and its quotes come with the shell (decision 0097). */
const leveling: RouteHandle = {
  preloadData: preloadRecord(levelingPath),
  preloadCode: loadLevelingPage,
};

/** Contractor routes of order packages (procurement-core §7 Order packages; issue 12 leveling). */
export const orderPackageRoutes: RouteObject[] = [
  { path: 'order_package/:id', element: <PackagePage /> },
  { path: 'order_package/:id/leveling', element: <LevelingPage />, handle: leveling },
];
