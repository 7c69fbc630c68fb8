import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/** After an edit: where the active cell goes (Enter down, Tab along, an arrow its way). */
export type EditMove = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Tab' | 'ShiftTab';

interface SheetCellEditorProps {
  initial: string;
  /** Started by typing (Excel's Enter mode): the arrows end the edit and move. */
  typed: boolean;
  label: string;
  choices?: string[];
  /** The text to write (null: Escape, nothing written) and where to move. */
  onDone: (text: string | null, move: EditMove | null) => void;
}

/**
 * The input of the cell being edited. It keeps what is typed to itself, so a keystroke repaints
 * this input alone; the line changes once, when the edit ends.
 */
export function SheetCellEditor({ initial, typed, label, choices, onDone }: SheetCellEditorProps) {
  const [text, setText] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const listId = useId();

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const finish = (value: string | null, move: EditMove | null) => {
    if (done.current) return;
    done.current = true;
    onDone(value, move);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's own keys (moving, clearing, typing to edit) stop at the editor.
    event.stopPropagation();
    const { key, shiftKey } = event;
    let move: EditMove | null | undefined;
    if (key === 'Escape') move = null;
    else if (key === 'Enter') move = shiftKey ? 'ArrowUp' : 'ArrowDown';
    else if (key === 'Tab') move = shiftKey ? 'ShiftTab' : 'Tab';
    else if (typed && key.startsWith('Arrow')) move = key as EditMove;
    if (move === undefined) return;
    event.preventDefault();
    finish(key === 'Escape' ? null : text, move);
  };

  return (
    <>
      <input
        ref={input}
        className="sheet-editor"
        value={text}
        aria-label={label}
        list={choices?.length ? listId : undefined}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(text, null)}
        data-testid="sheet-editor"
      />
      {choices?.length ? (
        <datalist id={listId}>
          {choices.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
