import { matchRoutes, type Params, type RouteObject } from 'react-router';

/** A route's `handle`: `preload` runs once, when the app opens at that route (a link, a reload). */
export interface RouteHandle {
  preload?: (params: Params) => void;
}

/**
 * Opened at an address, the app would fetch one thing after the other: the entry, the shell's
 * code, GET /api/user, the page's code, then the page's data. The routes that match the address
 * start theirs here, at once and side by side (`http.preload`, a dynamic import); the components
 * find them when they render (decision 0097).
 */
export function preloadRoute(routes: RouteObject[], location: { pathname: string }): void {
  for (const match of matchRoutes(routes, location) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload?.(match.params);
  }
}
