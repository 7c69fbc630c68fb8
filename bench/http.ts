// What the HTTP benchmarks share: the demo purchaser's session and percentiles.

/** The bench databases' demo password (DEMO_PASSWORD of the server they start). */
export const BENCH_PASSWORD = 'Bench-Passw0rd!';

/** Signs the demo purchaser in and returns the session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { email: 'purchaser@demo.test', password: BENCH_PASSWORD, remember_me: '1' },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** The p-th percentile of ascending times (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
