import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@laydown/contracts';

/** Contractors of a company have a catalogue; support staff without one do not. */
export function hasCatalogue(user: Pick<CurrentUser, 'type' | 'account'>): boolean {
  return user.type === 'CONTRACTOR' && user.account !== null;
}

/**
 * For a user who has a catalogue: starts fetching its first page (and the code that reads it),
 * the page most people open next, while the landing page renders, so Material Database shows its
 * rows at once (decisions 0080, 0057). A fresh copy already cached is not fetched again.
 */
export function prefetchCatalogue(queryClient: QueryClient): void {
  void import('../features/materials/use-materials')
    .then((m) => m.prefetchMaterials(queryClient))
    .catch(() => undefined);
}
