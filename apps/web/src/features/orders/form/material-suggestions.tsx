import { useEffect, useState } from 'react';
import { ORDER_MESSAGES, quickCreateLabel } from '@laydown/domain';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { fetchMaterials } from '../../../api/materials';
import { useNewMaterial } from './new-material';

/** §9 "autocomplete search 500 ms"; §5 searches need at least 3 characters. */
export const MATERIAL_SEARCH_DEBOUNCE_MS = 500;
export const MATERIAL_SEARCH_MIN_CHARS = 3;
const SUGGESTIONS = 10;
/** §9 "Material search autocomplete minimum width 320", suggestions max height 256. */
export const MATERIAL_POPUP_STYLE = { minWidth: 320 };
export const MATERIAL_LIST_HEIGHT = 256;
/** The value of the last option, which creates or requests the typed material. */
const NEW_MATERIAL = 'new-material';

function useDebounced(text: string): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text), MATERIAL_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return debounced;
}

interface SuggestionsInput {
  /** What the person typed since the field took the focus (null: nothing, or the list closed). */
  typed: string | null;
  /** The line's description as it now is (the quick-create footer names it). */
  description: string;
  disabled?: boolean;
}

/**
 * The material search of a line (§2), shared by the list layout and Spreadsheet Mode: the
 * catalogue searched 500 ms after the last keystroke once 3 characters are typed, its answers as
 * autocomplete options, then the footer that quick-creates or requests the typed material.
 * `select` reads a chosen option: a catalogue material goes to `onPick` (a provider catalogue one,
 * for who may only request materials, to the request drawer); the footer opens the material
 * drawer, whose saved material goes to `onPick` too.
 */
export function useMaterialSuggestions({ typed, description, disabled }: SuggestionsInput) {
  const query = useDebounced(typed ?? '');
  const [results, setResults] = useState<CompanyMaterialRecord[]>([]);
  const [searched, setSearched] = useState('');

  useEffect(() => {
    if (query.trim().length < MATERIAL_SEARCH_MIN_CHARS) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const params = new URLSearchParams({ search: query.trim(), per_page: String(SUGGESTIONS) });
    fetchMaterials(params.toString(), 1, controller.signal)
      .then((body) => {
        setResults(body.records);
        setSearched(query.trim());
      })
      // §8 "Search backend failure falls back": the person keeps typing a free-text line.
      .catch(() => setResults([]));
    return () => controller.abort();
  }, [query]);

  // Open once the typed text has been searched; closed after a pick, Escape or leaving the field.
  const open =
    typed !== null && typed.trim().length >= MATERIAL_SEARCH_MIN_CHARS && searched !== '';
  const { offer, start } = useNewMaterial();
  const text = description.trim();
  // §2 the footer: quick-create the typed material, or request it. An option (the last one), so
  // the arrow keys reach it like any suggestion.
  const offered = offer && !disabled && text !== '' ? offer : null;
  const options = [
    ...results.map((material) => ({
      value: String(material.id),
      label: (
        <span data-testid="material-option">
          {material.description}
          {material.product_identifier ? ` · ${material.product_identifier}` : ''}
        </span>
      ),
    })),
    ...(offered && results.length === 0
      ? [{ value: 'none', disabled: true, label: ORDER_MESSAGES.noItemsFound(searched) }]
      : []),
    ...(offered
      ? [
          {
            value: NEW_MATERIAL,
            className: 'material-search-offer',
            label: (
              <span data-testid="material-offer">
                {offered === 'create'
                  ? `Create "${quickCreateLabel(text)}"`
                  : ORDER_MESSAGES.requestNewMaterial}
              </span>
            ),
          },
        ]
      : []),
  ];

  /** The chosen option: 'material' when a catalogue material was picked, 'drawer' for the footer. */
  const select = (
    id: string,
    onPick: (material: CompanyMaterialRecord) => void,
  ): 'material' | 'drawer' | null => {
    if (id === NEW_MATERIAL) {
      start(text, onPick);
      return 'drawer';
    }
    const material = results.find((m) => String(m.id) === id);
    if (!material) return null;
    // A provider catalogue material becomes a company material when the line is saved, and §5
    // saves a line only if its material may be created: who may only request one requests it
    // (the drawer filled from it) instead of writing a line the save would drop.
    if (material.is_catalog && offer === 'request') {
      start(material.description, onPick);
      return 'drawer';
    }
    onPick(material);
    return 'material';
  };

  return {
    open,
    options,
    notFoundContent: searched ? ORDER_MESSAGES.noItemsFound(searched) : null,
    select,
  };
}
