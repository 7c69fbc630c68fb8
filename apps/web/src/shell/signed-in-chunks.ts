/**
 * The code every signed-in page needs first: antd's providers and the auth guard with the app's
 * layout. Loaded together (no waterfall of one chunk after the other), and started early on the
 * sign-in page once the visitor begins to fill the form, so the landing page does not wait for
 * its code after the click on Sign In (decision 0080).
 */
let loading: Promise<[typeof import('./antd-providers'), typeof import('./auth-guard')]> | null =
  null;

export function loadSignedInShell() {
  loading ??= Promise.all([import('./antd-providers'), import('./auth-guard')]);
  // A failed download (offline) may be tried again by the next render.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The shell and the landing page: what the click on Sign In will need next. */
export function preloadSignedIn(): void {
  void loadSignedInShell().catch(() => undefined);
  void import('../features/home/home-page').catch(() => undefined);
}
