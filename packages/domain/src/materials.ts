/** Material catalogue rules (procurement-core §2, §3, §5, §8, §9). */

/** §8 and §5 texts, verbatim. */
/** procurement-core §9: the material success notification lasts 10 seconds. */
export const MATERIAL_SUCCESS_SECONDS = 10;

export const MATERIAL_MESSAGES = {
  descriptionRequired: 'Description is required!',
  duplicatedPreferredVendor: "It's not allowed to have duplicated preferred vendor.",
  alreadyExists:
    'A material exactly like this already exists. Please make sure all materials are unique.',
  unableToAdd: 'Unable to add material',
  imageUrlInvalid: "We couldn't recognize the image URL, please make sure it is a valid URL.",
  imageSearchFailed: 'Failed to search for images. Please try again.',
  noItemsFound: (searchText: string) => `No items found for "${searchText}"`,
  catalogRestricted:
    'This material is managed by the provider catalogue: only tags, active, cost codes, projects, unit, weight, price per weight and vendor prices can be edited.',
  weightMinimum: 'Weight must be 0 or more',
  pricePerWeightMinimum: 'Price per weight must be 0 or more',
  imageSearchNotConfigured:
    'Image search is not configured on this server. Paste an image URL instead.',
  usedInOrders:
    'This material is used in orders and cannot be deleted. Switch it off (Active) instead.',
  deleted: 'Material deleted',
  /** The answer to Request New Material: it waits for someone who may approve it. */
  requested: (description: string) =>
    `${description}: your request was sent. The material can be ordered once it is approved.`,
  activated: (description: string) => `${description} is active.`,
  deactivated: (description: string) => `${description} is inactive.`,
} as const;

/**
 * §8 the red alert of a failed material save: the part after the first double colon (a vendor
 * price error arrives as 'Vendor prices::<message>'), the message itself, or 'Unable to add
 * material' when there is none.
 */
export function materialSaveError(message?: string | null): string {
  const text = message?.trim() ?? '';
  const separator = text.indexOf('::');
  const shown = separator >= 0 ? text.slice(separator + 2).trim() : text;
  return shown === '' ? MATERIAL_MESSAGES.unableToAdd : shown;
}

/** §9 material search filter keys that exist so far (cost codes, stocks and vendors come later). */
export const MATERIAL_FACET_KEYS = [
  'material',
  'group',
  'sub_group',
  'manufacturer',
  'size',
  'connection_type',
] as const;
export type MaterialFacetKey = (typeof MATERIAL_FACET_KEYS)[number];

/** Fields a company may change on a provider material (§2 info banner); the rest is the provider's. */
export const CATALOG_EDITABLE_FIELDS = [
  'tags',
  'active',
  'cost_code_id',
  'cost_code_phase_id',
  'project_ids',
  'unit_id',
  'weight',
  'price_per_weight',
  'company_material_vendor_prices_attributes',
] as const;

/** Sortable fields of the material list. */
export const MATERIAL_SORT_FIELDS = [
  'description',
  'product_identifier',
  'manufacturer',
  'material',
  'group',
  'size',
  'created_at',
] as const;
export type MaterialSortField = (typeof MATERIAL_SORT_FIELDS)[number];

/** The index name of the sort value format `base__replica__direction` (§9). */
export const MATERIAL_INDEX_NAME = 'company_materials';

export interface MaterialSort {
  field: MaterialSortField;
  direction: 'asc' | 'desc';
}

/** `company_materials__description__asc` -> {field, direction}; anything else is undefined. */
export function parseMaterialSort(value: string): MaterialSort | undefined {
  const [base, field, direction, ...rest] = value.split('__');
  if (rest.length > 0 || base !== MATERIAL_INDEX_NAME) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  if (!(MATERIAL_SORT_FIELDS as readonly string[]).includes(field ?? '')) return undefined;
  return { field: field as MaterialSortField, direction };
}

export function materialSortValue(sort: MaterialSort): string {
  return `${MATERIAL_INDEX_NAME}__${sort.field}__${sort.direction}`;
}

/** §5: a material is visible in a project when it has no projects or the project is listed. */
export function visibleInProject(projectIds: readonly number[], projectId: number): boolean {
  return projectIds.length === 0 || projectIds.includes(projectId);
}

/** §5: an image URL is valid only with http or https. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** §5: image search and material search need at least 3 characters. */
export const MIN_SEARCH_CHARACTERS = 3;
export const MATERIAL_SEARCH_DEBOUNCE_MS = 600;
export const IMAGE_LOAD_TIMEOUT_MS = 5_000;
export const INLINE_TAG_COUNT = 3;
/** The most words of a search that are matched; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * A search split into words the way the database splits materials (migration
 * material_search_words_of): runs of letters and digits, lower-cased, a fraction as one word
 * ('1/2' -> '1f2') so a size does not match every 1 and every 2.
 */
export function searchWords(text: string): string[] {
  const fractions = text.toLowerCase().replace(/([0-9])\/([0-9])/g, '$1f$2');
  return (fractions.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

const WORD = /^[\p{L}\p{N}]+$/u;
const NUMBER = /^\p{N}+$/u;

/** Words worth correcting: short words and numbers are sizes and codes, not typos. */
export function correctable(word: string): boolean {
  return word.length >= 4 && !NUMBER.test(word);
}

/** The most vocabulary words a word being typed expands to; more, and it stays a prefix. */
export const MAX_COMPLETIONS = 20;

/** A last word long enough to expand through the vocabulary (a number is matched exactly). */
export function completable(word: string | undefined): word is string {
  return word !== undefined && word.length >= 3 && !NUMBER.test(word);
}

/**
 * The full-text query: every word must match, as itself or one of its spelling corrections; the
 * last word also as a prefix (unless it is a number), because the user may still be typing it.
 * When the vocabulary words it starts are known (`completions`, at most MAX_COMPLETIONS), they
 * replace the prefix: exact words are index lookups, a prefix reads every word it starts
 * (decision 0021). Words contain only letters and digits, so the result is always valid
 * `to_tsquery` syntax.
 */
export function buildTsQuery(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]>,
  completions: readonly string[] = [],
): string {
  return words
    .map((word, index) => {
      const last = index === words.length - 1;
      const completed = completions.filter((c) => WORD.test(c));
      if (last && completed.length > 0 && completed.length <= MAX_COMPLETIONS) {
        return completed.length === 1 ? completed[0] : `(${completed.join(' | ')})`;
      }
      // Numbers are sizes: '1/2' must not also find 10, 12, 125... while the user types.
      const prefix = last && !NUMBER.test(word);
      const own = prefix ? `${word}:*` : word;
      const fixes = (corrections.get(word) ?? []).filter((c) => c !== word && WORD.test(c));
      const options = [own, ...fixes];
      return options.length === 1 ? own : `(${options.join(' | ')})`;
    })
    .join(' & ');
}
