import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AutoComplete, Input } from 'antd';
import { ORDER_MESSAGES } from '@laydown/domain';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import {
  MATERIAL_LIST_HEIGHT,
  MATERIAL_POPUP_STYLE,
  useMaterialSuggestions,
} from '../material-suggestions';
import type { EditMove } from './sheet-cell-editor';

const POPUP_ALIGN = { overflow: { adjustX: 1, adjustY: 1, shiftX: true } };

interface SheetMaterialEditorProps {
  initial: string;
  /** Started by typing: that key is the start of a search, and the arrows may end the edit. */
  typed: boolean;
  label: string;
  /** The text to write (null: Escape, nothing written) and where to move. */
  onDone: (text: string | null, move: EditMove | null) => void;
  /** A catalogue material was chosen (now, or later from the quick-create drawer). */
  onPick: (material: CompanyMaterialRecord) => void;
  /** After a pick the edit ends here (Enter: the cell below; a click: where it is). */
  onPicked: (move: EditMove | null) => void;
}

/**
 * The Material cell's editor in Spreadsheet Mode: the list layout's material search ('Search
 * Material...', 500 ms, 3 characters, the catalogue search, the quick-create footer) in the
 * cell. With suggestions shown Enter picks the highlighted one (the first, unless the arrows moved);
 * without, Enter writes the text and moves down. Escape cancels the edit; Tab writes the typed text
 * and moves on, suggestions or not.
 */
export function SheetMaterialEditor(props: SheetMaterialEditorProps) {
  const { typed: startedByTyping, onDone, onPick, onPicked } = props;
  const [text, setText] = useState(props.initial);
  const [typed, setTyped] = useState<string | null>(startedByTyping ? props.initial : null);
  const suggestions = useMaterialSuggestions({ typed, description: text });
  const box = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  /** The key that led to a pick: Enter moves down after it, a click stays. */
  const lastKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = box.current?.querySelector('input');
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const finish = (value: string | null, move: EditMove | null) => {
    if (done.current) return;
    done.current = true;
    onDone(value, move);
  };

  const select = (id: string) => {
    const move: EditMove | null = lastKey.current === 'Enter' ? 'ArrowDown' : null;
    const chosen = suggestions.select(id, onPick);
    if (chosen === null || done.current) return;
    done.current = true;
    // The footer's drawer fills the line once the material is saved; the typed text stays.
    if (chosen === 'drawer') onDone(text, null);
    else onPicked(move);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The grid's own keys (moving, clearing, typing to edit) stop at the editor.
    event.stopPropagation();
    const { key, shiftKey } = event;
    const listOpen = suggestions.open;
    let move: EditMove | null | undefined;
    if (key === 'Escape') move = null;
    else if (key === 'Enter') move = shiftKey ? 'ArrowUp' : 'ArrowDown';
    else if (key === 'Tab') move = shiftKey ? 'ShiftTab' : 'Tab';
    else if (startedByTyping && (key === 'ArrowLeft' || key === 'ArrowRight')) move = key;
    else if (startedByTyping && !listOpen && key.startsWith('Arrow')) move = key as EditMove;
    if (move === undefined || done.current) return;
    event.preventDefault();
    finish(key === 'Escape' ? null : text, move);
  };

  return (
    <div
      ref={box}
      className="sheet-material-editor"
      onKeyDownCapture={(event) => {
        lastKey.current = event.key;
      }}
      onMouseDownCapture={() => {
        lastKey.current = null;
      }}
    >
      <AutoComplete
        value={text}
        // The first suggestion is highlighted, so Enter picks it as a sheet's autocomplete does
        // (and the input never points at no option, which screen readers refuse).
        defaultActiveFirstOption
        popupMatchSelectWidth={false}
        // 320 px wide from a cell near a phone's right edge: moved left to stay on the screen.
        popupAlign={POPUP_ALIGN}
        listHeight={MATERIAL_LIST_HEIGHT}
        styles={{ popup: { root: MATERIAL_POPUP_STYLE } }}
        open={suggestions.open}
        notFoundContent={suggestions.notFoundContent}
        options={suggestions.options}
        onSearch={(next) => {
          setText(next);
          setTyped(next);
        }}
        onSelect={select}
        onBlur={() => finish(text, null)}
        onKeyDown={onKeyDown}
        data-testid="sheet-material-search"
      >
        <Input
          variant="borderless"
          placeholder={ORDER_MESSAGES.searchMaterialPlaceholder}
          aria-label={props.label}
          autoComplete="off"
          data-testid="sheet-editor"
        />
      </AutoComplete>
    </div>
  );
}
