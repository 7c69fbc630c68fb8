import { useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { ORDER_MESSAGES } from '@laydown/domain';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import {
  MATERIAL_LIST_HEIGHT,
  MATERIAL_POPUP_STYLE,
  useMaterialSuggestions,
} from './material-suggestions';

interface MaterialSearchProps {
  value: string;
  /** Free text typed into the description (a line need not come from the catalogue). */
  onChange: (text: string) => void;
  onPick: (material: CompanyMaterialRecord) => void;
  label: string;
  testId: string;
  disabled?: boolean;
}

/** §2 the materials search autocomplete ('Search Material...') over the catalogue search. */
export function MaterialSearch(props: MaterialSearchProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const suggestions = useMaterialSuggestions({
    typed,
    description: props.value,
    disabled: props.disabled,
  });
  return (
    <AutoComplete
      value={props.value}
      disabled={props.disabled}
      popupMatchSelectWidth={false}
      listHeight={MATERIAL_LIST_HEIGHT}
      styles={{ popup: { root: MATERIAL_POPUP_STYLE } }}
      open={suggestions.open}
      notFoundContent={suggestions.notFoundContent}
      options={suggestions.options}
      onSearch={(text) => {
        setTyped(text);
        props.onChange(text);
      }}
      onSelect={(id) => {
        suggestions.select(id, props.onPick);
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
