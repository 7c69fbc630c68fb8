import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { http } from '../api/http-client';
import { recordId } from '../components/record-id';

/** A route's `handle`: what it starts when the app opens at that route (a link, a reload). */
export interface RouteHandle {
  /** The page's reads (`http.preload`). */
  preloadData?: (params: Params) => void;
  /** The page's code (its dynamic import). */
  preloadCode?: () => Promise<unknown>;
}

/**
 * Opened at an address, the app would fetch one thing after the other: the entry, the shell's
 * code, GET /api/user, the page's code, then the page's data. The routes that match the address
 * start theirs here, at once and side by side; the components find them when they render
 * (decision 0097). Every route's data goes first: the browser has six connections to the server
 * (HTTP/1.1), and a page's code is a dozen or more files that would take them all ahead of its
 * data (decision 0103).
 */
export function preloadRoute(routes: RouteObject[], location: { pathname: string }): void {
  const matches = (matchRoutes(routes, location) ?? []).map((match) => ({
    handle: match.route.handle as RouteHandle | undefined,
    params: match.params,
  }));
  for (const { handle, params } of matches) handle?.preloadData?.(params);
  for (const { handle } of matches) void handle?.preloadCode?.().catch(() => undefined);
}

/**
 * A record page's `preloadData`: the read at `pathOf(id)` for the record its address names, and
 * none for an address whose `:id` is no record id (the page then says not found).
 */
export function preloadRecord(
  pathOf: (id: number) => string,
): NonNullable<RouteHandle['preloadData']> {
  return (params) => {
    const id = recordId(params.id);
    if (id !== null) http.preload(pathOf(id));
  };
}
