import { REFERENCE_MESSAGES } from '@laydown/domain';

/** A list's empty text: 'No items found for "{search}"' while searching, else the list's own text. */
export function searchEmptyText(search: string, empty: string = REFERENCE_MESSAGES.notFound) {
  return search ? REFERENCE_MESSAGES.emptySearch(search) : empty;
}
