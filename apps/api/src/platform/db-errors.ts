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

/**
 * PostgreSQL's data exceptions (class 22): a number beyond the column, a date out of range, a
 * NUL byte, text that is not a number. The contracts should have refused the value first.
 */
export function dataException(error: unknown): { code: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return { code };
  }
  return undefined;
}
