import { useParams } from 'react-router';

/** The largest id PostgreSQL's integer columns hold. */
const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id as written in an address (`/order_package/12`, `?project_id=3`), or null when the
 * text is none (empty, `abc`, `1.5`, `-2`, out of range): a mistyped or cut link then shows the
 * page's "not found" without asking the server, whose answer would be a validation error.
 */
export function recordId(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID ? id : null;
}

/** The route's `:id` as a record id (see recordId). */
export function useIdParam(): number | null {
  return recordId(useParams().id);
}
