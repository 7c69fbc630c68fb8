/**
 * jsdom has no matchMedia. This one answers min-width / max-width queries from window.innerWidth,
 * so a test can set the width before rendering and get the desktop or the narrow layout.
 */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const checks = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (checks.length === 0) return false;
  return checks.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Sets the window width for the layout under test; jsdom starts at 1024. */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
}
