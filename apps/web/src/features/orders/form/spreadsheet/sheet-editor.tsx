import type { CompanyMaterialRecord } from '@laydown/contracts';
import { SheetCellEditor, type EditMove } from './sheet-cell-editor';
import type { SheetColumn, SheetContext } from './sheet-columns';
import { SheetMaterialEditor } from './sheet-material-editor';

interface SheetEditorProps {
  column: SheetColumn;
  context: SheetContext;
  initial: string;
  typed: boolean;
  label: string;
  onDone: (text: string | null, move: EditMove | null) => void;
  /** The Material cell: a catalogue material chosen for this line. */
  onPick: (material: CompanyMaterialRecord) => void;
}

/** The editor of the cell being edited: the material search for Material, else a text input. */
export function SheetEditor({ column, context, onPick, ...edit }: SheetEditorProps) {
  if (column.key === 'description') {
    return (
      <SheetMaterialEditor {...edit} onPick={onPick} onPicked={(move) => edit.onDone(null, move)} />
    );
  }
  return <SheetCellEditor {...edit} choices={column.choices?.(context)} />;
}
