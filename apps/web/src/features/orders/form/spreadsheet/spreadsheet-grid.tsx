import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { holdsPermission, ORDER_MESSAGES } from '@laydown/domain';
import { TableSettings } from '../../../../components/table-settings';
import { useTablePreferences } from '../../../../components/use-table-preferences';
import { useCurrentUser } from '../../../../shell/current-user';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { withMoreRows, type LineDraft } from '../order-draft';
import { linePatchFromMaterial } from '../order-line-row';
import { parseClipboardTable } from './clipboard-table';
import {
  availableColumns,
  canHide,
  columnTitle,
  isInvalidNumber,
  visibleColumns,
  type SheetContext,
} from './sheet-columns';
import type { EditMove } from './sheet-cell-editor';
import { SheetEditor } from './sheet-editor';
import {
  clearCells,
  copyCells,
  pasteCells,
  undoEdit,
  type CellRange,
  type SheetEdit,
  type UndoRecord,
} from './sheet-edits';
import { cellAfterKey, EXTENDS_SELECTION, type Cell } from './sheet-keys';
import type { SpreadsheetGridProps } from './spreadsheet-mode';
import './spreadsheet.css';

/** The columns picker's memory in local storage (access-and-platform §9, one key per table). */
export const SPREADSHEET_TABLE_ID = 'order-spreadsheet';
/** The order contract's limit of lines in one delivery. */
const MAX_DELIVERY_LINES = 2000;
const ROW_HEIGHT = { middle: 36, small: 28 } as const;
const ROW_HEADER_WIDTH = 48;
/** On a phone the material leaves room for the quantity beside it. */
const PHONE_MATERIAL_WIDTH = '40vw';

interface Editing extends Cell {
  initial: string;
  typed: boolean;
}

type Notice = { type: 'warning' | 'info'; text: string } | null;

const rangeOf = (a: Cell, b: Cell): CellRange => ({
  top: Math.min(a.row, b.row),
  bottom: Math.max(a.row, b.row),
  left: Math.min(a.col, b.col),
  right: Math.max(a.col, b.col),
});
const within = (range: CellRange, row: number, col: number) =>
  row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;

/**
 * Spreadsheet Mode (procurement-core §2): a delivery's lines as a virtualised ARIA grid that edits
 * the form's own draft. Arrows, Tab, Home/End and Page Up/Down move; Shift grows the selection;
 * typing, Enter or F2 edit and Escape cancels; Copy, Cut and Paste speak Excel's text; Ctrl+Z
 * takes the last paste back. Decision 0071.
 */
export default function SpreadsheetGrid(props: SpreadsheetGridProps) {
  const { delivery, references, readOnly, onChange } = props;
  const lines = delivery.lines;
  const user = useCurrentUser();
  const canCreateMaterials = holdsPermission(user.user_permissions, 'can_create_new_material');
  const prefs = useTablePreferences(SPREADSHEET_TABLE_ID);
  const columns = useMemo(
    () => visibleColumns(props.columns, prefs.hidden),
    [props.columns, prefs.hidden],
  );
  const context: SheetContext = {
    units: references.units,
    costCodes: references.costCodes,
    taxCodes: references.taxCodes,
    money: props.money,
  };
  const rowHeight = ROW_HEIGHT[prefs.density];

  const [activeCell, setActive] = useState<Cell>({ row: 0, col: 0 });
  const [anchorCell, setAnchor] = useState<Cell>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [undo, setUndo] = useState<UndoRecord | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const hintId = useId();

  // Lines or columns may have gone (an undo, the picker): the cells stay inside the grid.
  const fit = (cell: Cell): Cell => ({
    row: Math.max(0, Math.min(cell.row, lines.length - 1)),
    col: Math.max(0, Math.min(cell.col, columns.length - 1)),
  });
  const active = fit(activeCell);
  const selection = rangeOf(fit(anchorCell), active);
  const activeColumn = columns[active.col];
  const activeLine = lines[active.row];

  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // The header row sits in the same scroller, above the first line.
    paddingStart: rowHeight,
    overscan: 10,
    // The active row stays mounted while scrolled away, so the focus never falls off the page.
    rangeExtractor: useCallback(
      (range: Range) => {
        const rows = defaultRangeExtractor(range);
        return rows.includes(active.row) || active.row >= range.count
          ? rows
          : [...rows, active.row].sort((a, b) => a - b);
      },
      [active.row],
    ),
    initialRect: { width: 1200, height: 600 },
  });

  // After a move, an edit or a paste: the active cell gets the focus, scrolled into the grid's
  // view clear of the sticky header row and row numbers (the page scrolls only if it must).
  useLayoutEffect(() => {
    if (!focusPending.current || editing) return;
    focusPending.current = false;
    const box = scroller.current;
    const cell = box?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (!box || !cell) return;
    const c = cell.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const top = b.top + box.clientTop + rowHeight;
    const bottom = b.top + box.clientTop + box.clientHeight;
    const left = b.left + box.clientLeft + ROW_HEADER_WIDTH;
    const right = b.left + box.clientLeft + box.clientWidth;
    if (c.top < top) box.scrollTop -= top - c.top;
    else if (c.bottom > bottom) box.scrollTop += c.bottom - bottom;
    if (c.left < left) box.scrollLeft -= left - c.left;
    else if (c.right > right) box.scrollLeft += c.right - right;
    cell.focus();
  });

  // "Go to line" of a refused save: the line's first cell becomes the active one, focused.
  const { lineToShow, onLineShown } = props;
  useEffect(() => {
    if (!lineToShow) return;
    const row = lines.findIndex((line) => line.key === lineToShow.lineKey);
    if (row >= 0) {
      setEditing(null);
      setActive({ row, col: 0 });
      setAnchor({ row, col: 0 });
      focusPending.current = true;
    }
    onLineShown?.();
  }, [lineToShow, lines, onLineShown]);

  const moveTo = (cell: Cell, extend = false) => {
    const next = fit(cell);
    setActive(next);
    if (!extend) setAnchor(next);
    focusPending.current = true;
  };

  const setLines = (next: LineDraft[]) => onChange({ ...delivery, lines: next });
  // A material saved in the quick-create drawer arrives after its edit ended: it fills its line
  // in the delivery as it is by then.
  const latest = useRef(delivery);
  latest.current = delivery;
  /** A catalogue pick fills the line as the list layout's does. */
  const fillFromMaterial = (key: string, material: CompanyMaterialRecord) => {
    const patch = linePatchFromMaterial(material);
    const now = latest.current;
    onChange({
      ...now,
      lines: now.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    });
  };

  /** A change of many cells: refused as §5 says, else written and remembered for Undo. */
  const apply = (edit: SheetEdit, select?: CellRange) => {
    if (edit.newMaterials > 0 && !canCreateMaterials) {
      setNotice({ type: 'warning', text: ORDER_MESSAGES.pasteBlocked });
      return;
    }
    if (edit.lines.length > MAX_DELIVERY_LINES) {
      setNotice({
        type: 'warning',
        text: `A delivery holds at most ${MAX_DELIVERY_LINES.toLocaleString('en-US')} lines.`,
      });
      return;
    }
    setLines(edit.lines);
    setUndo(edit.undo);
    setNotice(
      edit.unmatched > 0
        ? {
            type: 'info',
            text: `${edit.unmatched} ${edit.unmatched === 1 ? 'value matches' : 'values match'} no cost code or tax code and ${edit.unmatched === 1 ? 'was' : 'were'} left as before.`,
          }
        : null,
    );
    // As in Excel, what was pasted stays selected, the active cell at its top-left.
    if (select) {
      setActive({ row: select.top, col: select.left });
      setAnchor({ row: select.bottom, col: select.right });
    }
  };

  const takeBack = () => {
    if (!undo) return;
    setLines(undoEdit(lines, undo));
    setUndo(null);
    setNotice(null);
    focusPending.current = true;
  };

  /** A paste lands on the selection, or on the cell it was given to outside it. */
  const paste = (text: string, at: Cell | null) => {
    if (readOnly || lines.length === 0 || text === '') return;
    const cells = parseClipboardTable(text);
    const target = at && !within(selection, at.row, at.col) ? rangeOf(at, at) : selection;
    const edit = pasteCells(lines, target, cells, columns, context);
    const single = cells.length === 1 && cells[0]?.length === 1;
    apply(
      edit,
      single
        ? target
        : {
            top: target.top,
            left: target.left,
            bottom: target.top + cells.length - 1,
            right: Math.min(
              columns.length - 1,
              target.left + Math.max(...cells.map((row) => row.length)) - 1,
            ),
          },
    );
    focusPending.current = true;
  };

  /** The grid's size for the keys; Page Up / Page Down move by the rows in view. */
  const sizeNow = () => ({
    rows: lines.length,
    cols: columns.length,
    page: Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / rowHeight) - 1),
  });

  const startEdit = (cell: Cell, initial: string, typed: boolean) => {
    if (readOnly || !columns[cell.col]?.write) return;
    setAnchor(cell);
    setEditing({ ...cell, initial, typed });
  };

  /** The edit ends in its own cell, even when a click has already made another one active. */
  const endEdit = (text: string | null, move: EditMove | null) => {
    if (!editing) return;
    const column = columns[editing.col];
    const edited = lines[editing.row];
    setEditing(null);
    focusPending.current = true;
    if (text !== null && column?.write && edited) {
      const result = column.write(text, edited, context);
      if ('unmatched' in result) {
        setNotice({
          type: 'info',
          text: `'${text.trim()}' matches no ${column.title.toLowerCase()}.`,
        });
      } else if (Object.keys(result.patch).length > 0) {
        setLines(lines.map((line) => (line === edited ? { ...line, ...result.patch } : line)));
      }
    }
    if (move === null) return;
    const key = move === 'ShiftTab' ? 'Tab' : move;
    const next = cellAfterKey(key, { ctrl: false, shift: move === 'ShiftTab' }, editing, sizeNow());
    if (next && next !== 'leave') moveTo(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || lines.length === 0) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    if (ctrl && key.toLowerCase() === 'z') {
      if (!undo) return;
      event.preventDefault();
      return takeBack();
    }
    if (ctrl && key.toLowerCase() === 'a') {
      event.preventDefault();
      setAnchor({ row: 0, col: 0 });
      setActive({ row: lines.length - 1, col: columns.length - 1 });
      return;
    }
    if (key === 'Enter' || key === 'F2') {
      event.preventDefault();
      if (!readOnly && activeColumn?.write && activeLine) {
        return startEdit(active, activeColumn.text(activeLine, context), false);
      }
      if (key === 'Enter') moveTo({ ...active, row: active.row + 1 });
      return;
    }
    if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      if (!readOnly) apply(clearCells(lines, selection, columns, context));
      return;
    }
    if (key.length === 1 && !ctrl && !event.altKey) {
      if (readOnly || !activeColumn?.write) return;
      event.preventDefault();
      return startEdit(active, key, true);
    }
    const next = cellAfterKey(key, { ctrl, shift: event.shiftKey }, active, sizeNow());
    if (next === null || next === 'leave') return; // past the ends, Tab leaves the grid
    event.preventDefault();
    moveTo(next, event.shiftKey && EXTENDS_SELECTION.has(key));
  };

  const editorOwns = (event: ClipboardEvent) =>
    event.target instanceof HTMLInputElement && editing !== null;
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editorOwns(event)) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', copyCells(lines, selection, columns, context));
  };
  const onCut = (event: ClipboardEvent<HTMLDivElement>) => {
    onCopy(event);
    if (!editorOwns(event) && !readOnly) apply(clearCells(lines, selection, columns, context));
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // Inside the editor one value is the input's own; several cells are the grid's.
    if (editorOwns(event) && !/[\t\r\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    setEditing(null);
    const [row, col] = (
      (event.target as HTMLElement).closest('[data-cell]')?.getAttribute('data-cell') ?? ''
    )
      .split(':')
      .map(Number);
    paste(text, row === undefined || col === undefined || Number.isNaN(row) ? null : { row, col });
  };

  // The material takes what room is left; the other columns keep their widths.
  const materialMin = `min(${columns[0]?.width ?? 0}px, ${PHONE_MATERIAL_WIDTH})`;
  const template = [
    `${ROW_HEADER_WIDTH}px`,
    ...columns.map((c) =>
      c.key === 'description' ? `minmax(${materialMin}, 1fr)` : `${c.width}px`,
    ),
  ].join(' ');
  const others = columns.filter((c) => c.key !== 'description');
  const width = `calc(${ROW_HEADER_WIDTH + others.reduce((sum, c) => sum + c.width, 0)}px + ${materialMin})`;
  const hideable = availableColumns(props.columns)
    .filter(canHide)
    .map((c) => ({ key: c.key, title: c.title }));

  return (
    <div className="sheet" data-testid={`spreadsheet-${props.index}`}>
      <div className="sheet-toolbar">
        <span className="sheet-hint" id={hintId}>
          Arrows move, Enter or F2 edits, Esc cancels; paste cells from Excel or Google Sheets.
        </span>
        {undo && !readOnly ? (
          <Button size="small" icon={<UndoOutlined />} onClick={takeBack} data-testid="sheet-undo">
            {undo.kind === 'paste' ? 'Undo paste' : 'Undo clear'}
          </Button>
        ) : null}
        <TableSettings
          tableId={SPREADSHEET_TABLE_ID}
          columns={hideable}
          hidden={prefs.hidden}
          onHiddenChange={prefs.setHidden}
          density={prefs.density}
          onDensityChange={prefs.setDensity}
        />
      </div>
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          closable
          role="alert"
          title={notice.text}
          onClose={() => setNotice(null)}
          data-testid="sheet-notice"
        />
      ) : null}
      <div
        ref={scroller}
        className="sheet-scroll"
        role="grid"
        aria-label={`Materials of delivery ${props.index}`}
        aria-describedby={hintId}
        aria-rowcount={lines.length + 1}
        aria-colcount={columns.length + 1}
        aria-multiselectable="true"
        aria-readonly={readOnly || undefined}
        onKeyDown={onKeyDown}
        onCopy={onCopy}
        onCut={onCut}
        onPaste={onPaste}
        style={
          {
            '--sheet-columns': template,
            '--sheet-row': `${rowHeight}px`,
            '--sheet-width': width,
          } as CSSProperties
        }
      >
        <div className="sheet-canvas" style={{ height: virtualizer.getTotalSize() }}>
          <div className="sheet-row sheet-head" role="row" aria-rowindex={1}>
            <div className="sheet-rowheader" role="columnheader" aria-colindex={1}>
              #
            </div>
            {columns.map((column, c) => (
              <div
                key={column.key}
                role="columnheader"
                aria-colindex={c + 2}
                className={column.numeric ? 'sheet-colheader is-numeric' : 'sheet-colheader'}
              >
                {columnTitle(column, props.columns)}
              </div>
            ))}
          </div>
          {virtualizer.getVirtualItems().map((item) => {
            const line = lines[item.index];
            if (!line) return null;
            return (
              <div
                key={line.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="sheet-row"
                style={{ transform: `translateY(${item.start}px)` }}
                data-testid={`sheet-row-${item.index}`}
              >
                <div className="sheet-rowheader" role="rowheader" aria-colindex={1}>
                  {item.index + 1}
                </div>
                {columns.map((column, c) => {
                  const isActive = item.index === active.row && c === active.col;
                  const isEditing = editing?.row === item.index && editing.col === c;
                  const text = column.text(line, context);
                  const invalid = column.numeric && column.write && isInvalidNumber(text);
                  const classes = ['sheet-cell'];
                  if (column.numeric) classes.push('is-numeric');
                  if (isActive) classes.push('is-active');
                  if (within(selection, item.index, c)) classes.push('is-selected');
                  if (invalid) classes.push('is-invalid');
                  if (!column.write) classes.push('is-computed');
                  return (
                    <div
                      key={column.key}
                      role="gridcell"
                      aria-colindex={c + 2}
                      aria-selected={within(selection, item.index, c)}
                      aria-readonly={readOnly || !column.write || undefined}
                      aria-invalid={invalid || undefined}
                      tabIndex={isActive ? 0 : -1}
                      className={classes.join(' ')}
                      data-cell={`${item.index}:${c}`}
                      data-testid={`sheet-cell-${item.index}-${column.key}`}
                      title={text.length > 20 ? text : undefined}
                      onMouseDown={(event) => {
                        if (isEditing) return;
                        const cell = { row: item.index, col: c };
                        setActive(cell);
                        if (!event.shiftKey) setAnchor(cell);
                      }}
                      onDoubleClick={() =>
                        startEdit({ row: item.index, col: c }, column.text(line, context), false)
                      }
                    >
                      {isEditing && editing ? (
                        <SheetEditor
                          column={column}
                          context={context}
                          initial={editing.initial}
                          typed={editing.typed}
                          label={`${column.title} of line ${item.index + 1}`}
                          onDone={endEdit}
                          onPick={(material) => fillFromMaterial(line.key, material)}
                        />
                      ) : (
                        text
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      {readOnly ? null : (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setLines(withMoreRows(delivery).lines)}
          data-testid={`add-more-materials-${props.index}`}
        >
          {ORDER_MESSAGES.addMoreMaterials}
        </Button>
      )}
    </div>
  );
}
