/** Builds the answers a stubbed fetch gives in component and client tests. */
export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
): Response {
  return jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}
