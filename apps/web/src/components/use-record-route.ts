import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { recordId } from './record-id';

/** The value of a record parameter that opens the create drawer. */
export const NEW_RECORD = 'new';

export type RecordRouteValue = number | typeof NEW_RECORD | null;

/** Set on the history entry of a drawer opened from its page, so closing it is a Back. */
interface OpenedHere {
  openedFromPage: true;
}

function openedHere(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as OpenedHere).openedFromPage === true
  );
}

export const OPENED_FROM_PAGE: OpenedHere = { openedFromPage: true };

/**
 * A drawer's record in the query string (`/materials?material_id=12`, `...=new` to create), next to
 * the page's persisted filters: the URL of an open record can be shared, reloaded or opened in a
 * new tab, and the browser's Back closes the drawer. Opening pushes a history entry; closing goes
 * back to it, or replaces the URL when the drawer was opened directly (a new tab, a reload).
 */
export function useRecordRoute(param: string) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param);
  const value: RecordRouteValue = raw === NEW_RECORD ? NEW_RECORD : recordId(raw);

  const hrefFor = useCallback(
    (record: number | typeof NEW_RECORD | null) => {
      const next = new URLSearchParams(location.search);
      if (record === null) next.delete(param);
      else next.set(param, String(record));
      const query = next.toString();
      return `${location.pathname}${query ? `?${query}` : ''}`;
    },
    [location.pathname, location.search, param],
  );

  const open = useCallback(
    (record: number | typeof NEW_RECORD) =>
      void navigate(hrefFor(record), { state: OPENED_FROM_PAGE }),
    [navigate, hrefFor],
  );

  const close = useCallback(() => {
    if (openedHere(location.state)) void navigate(-1);
    else void navigate(hrefFor(null), { replace: true });
  }, [navigate, hrefFor, location.state]);

  return {
    value,
    creating: value === NEW_RECORD,
    recordId: typeof value === 'number' ? value : null,
    open,
    close,
    hrefFor,
  };
}
