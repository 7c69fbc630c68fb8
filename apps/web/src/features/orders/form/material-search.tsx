import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { ORDER_MESSAGES, quickCreateLabel } from '@laydown/domain';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { fetchMaterials } from '../../../api/materials';
import { useNewMaterial } from './new-material';

/** §9 "autocomplete search 500 ms"; §5 searches need at least 3 characters. */
export const MATERIAL_SEARCH_DEBOUNCE_MS = 500;
export const MATERIAL_SEARCH_MIN_CHARS = 3;
const SUGGESTIONS = 10;
/** §9 "Material search autocomplete minimum width 320", suggestions max height 256. */
const POPUP_STYLE = { minWidth: 320 };
const LIST_HEIGHT = 256;
/** The value of the last option, which creates or requests the typed material. */
const NEW_MATERIAL = 'new-material';

interface MaterialSearchProps {
  value: string;
  /** Free text typed into the description (a line need not come from the catalogue). */
  onChange: (text: string) => void;
  onPick: (material: CompanyMaterialRecord) => void;
  label: string;
  testId: string;
  disabled?: boolean;
}

function useDebounced(text: string): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text), MATERIAL_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return debounced;
}

/** §2 the materials search autocomplete ('Search Material...') over the catalogue search. */
export function MaterialSearch(props: MaterialSearchProps) {
  const [typed, setTyped] = useState<string | null>(null);
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
  const description = props.value.trim();
  // §2 the footer: quick-create the typed material, or request it. An option (the last one), so
  // the arrow keys reach it like any suggestion.
  const offered = offer && !props.disabled && description !== '' ? offer : null;
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
                  ? `Create "${quickCreateLabel(description)}"`
                  : ORDER_MESSAGES.requestNewMaterial}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <AutoComplete
      value={props.value}
      disabled={props.disabled}
      popupMatchSelectWidth={false}
      listHeight={LIST_HEIGHT}
      styles={{ popup: { root: POPUP_STYLE } }}
      open={open}
      notFoundContent={searched ? ORDER_MESSAGES.noItemsFound(searched) : null}
      options={options}
      onSearch={(text) => {
        setTyped(text);
        props.onChange(text);
      }}
      onSelect={(id) => {
        if (id === NEW_MATERIAL) start(description, props.onPick);
        const material = results.find((m) => String(m.id) === id);
        if (material) props.onPick(material);
        setTyped(null);
      }}
      onBlur={() => setTyped(null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setTyped(null);
      }}
      data-testid={props.testId}
    >
      <Input placeholder={ORDER_MESSAGES.searchMaterialPlaceholder} aria-label={props.label} />
    </AutoComplete>
  );
}
