/** PostgreSQL's unique_violation; drizzle wraps driver errors, so the cause is checked too. */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return undefined;
}

/** PostgreSQL's foreign_key_violation: a row another table still points at. */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
