/**
 * The page a sign-in returns to: `redirect_to` on the sign-in page's address (decision 0094).
 * Only a path of this app counts, so a link cannot send someone elsewhere after they sign in.
 */
export const REDIRECT_PARAM = 'redirect_to';

export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) {
    return null;
  }
  // Control characters and backslashes have no place in this app's paths.
  const odd = [...value].some((c) => c === '\\' || c.charCodeAt(0) < 32);
  return odd ? null : value;
}
