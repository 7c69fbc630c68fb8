import { useEffect } from 'react';

export const APP_NAME = 'Laydown';

/** 'Materials · Laydown': the page's own name first, so a row of browser tabs tells them apart. */
export function documentTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part)), APP_NAME].join(' · ');
}

/** Sets the browser tab's title while the calling page (or open record) is shown. */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
