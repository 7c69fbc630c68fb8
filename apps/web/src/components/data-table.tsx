import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { LightEmpty } from './light/light-empty';
import { ariaSort, SortableHeader } from './sortable-header';
import type { SortState } from './sort-cycle';
import type { TableDensity } from './use-table-preferences';
import { useTwoPassRows } from './use-two-pass-rows';

export interface DataTableColumn<T> {
  key: string;
  title: string;
  render: (record: T) => ReactNode;
  sortField?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  /** Stays in view at the start (the record's name) or the end (its actions) while scrolling. */
  pin?: 'start' | 'end';
}

interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  records: T[];
  rowKey: (record: T) => string | number;
  loading: boolean;
  density: TableDensity;
  sort: SortState;
  onSortChange: (next: SortState) => void;
  emptyText: ReactNode;
  rowClassName?: (record: T) => string;
  onRowClick?: (record: T, event: MouseEvent) => void;
}

/** Rows carry antd's old class too, so selectors written for the antd table still find them. */
const ROW_CLASS = 'data-table__row ant-table-row';

function cellClass<T>(column: DataTableColumn<T>): string | undefined {
  return (
    [
      column.pin ? `is-pinned-${column.pin}` : '',
      column.ellipsis ? 'is-ellipsis' : '',
      column.align ? `is-align-${column.align}` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/** The smallest row there is: one line of text in the compact density (8 + 22 + 8 px and a hairline). */
const MIN_ROW_HEIGHT = 39;

interface RowProps<T> {
  record: T;
  rowKey: string | number;
  columns: DataTableColumn<T>[];
  cellClasses: (string | undefined)[];
  className: string;
  onRowClick?: (record: T, event: MouseEvent) => void;
}

/**
 * One row. Memoised (decision 0072): when the page renders again as its reference data, facets
 * or a refreshed page arrive, a row whose record, columns and class are the same is not drawn
 * again (the list keeps its records' identity across refreshes; its columns are memoised).
 */
const DataTableRow = memo(function DataTableRow<T>(props: RowProps<T>) {
  const { record, columns, cellClasses, onRowClick } = props;
  return (
    <tr
      data-row-key={props.rowKey}
      className={props.className}
      onClick={onRowClick ? (event) => onRowClick(record, event) : undefined}
    >
      {columns.map((column, index) => {
        const content = column.render(record);
        return (
          <td
            key={column.key}
            className={cellClasses[index]}
            title={
              column.ellipsis && (typeof content === 'string' || typeof content === 'number')
                ? String(content)
                : undefined
            }
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactElement;

/**
 * A plain HTML table drawn like antd's (decision 0061): header cells with `aria-sort` and the
 * sort button, the first and end-pinned columns sticky with a shadow once something scrolls
 * under them, fixed widths with ellipsis, two densities, a spinner over the rows while loading.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const { columns } = props;
  const widths = columns.map((column) => column.width);
  const fixedWidth = widths.every((width) => width !== undefined)
    ? widths.reduce<number>((sum, width) => sum + (width ?? 0), 0)
    : undefined;

  const markScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    el.classList.toggle('is-scrolled-start', el.scrollLeft > 0);
    el.classList.toggle('is-scrolled-end', el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  // When the panel or the table changes width (a resize, other columns), read once the browser
  // has laid them out: measuring after every render forced a layout of all the rows each time.
  useEffect(() => {
    const observer = new ResizeObserver(markScroll);
    if (scroller.current) observer.observe(scroller.current);
    if (table.current) observer.observe(table.current);
    return () => observer.disconnect();
  }, [markScroll]);

  const cellClasses = useMemo(() => columns.map(cellClass), [columns]);

  // The first page is drawn in two passes (decision 0072): the rows a window can show, painted
  // at once, then the others as a transition, in slices that leave the page responsive.
  const limit = useTwoPassRows(props.records.length, MIN_ROW_HEIGHT);
  const records = limit < props.records.length ? props.records.slice(0, limit) : props.records;

  return (
    <div
      className={`data-table data-table--${props.density}`}
      aria-busy={props.loading || undefined}
    >
      <div className="data-table__scroll" ref={scroller} onScroll={markScroll}>
        <table
          ref={table}
          className="data-table__table"
          style={{
            width: fixedWidth ?? 'max-content',
            tableLayout: fixedWidth ? 'fixed' : undefined,
          }}
        >
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cellClasses[index]}
                  aria-sort={column.sortField ? ariaSort(props.sort, column.sortField) : undefined}
                >
                  {column.sortField ? (
                    <SortableHeader
                      field={column.sortField}
                      title={column.title}
                      state={props.sort}
                      onChange={props.onSortChange}
                    />
                  ) : (
                    column.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="ant-table-tbody">
            {records.length === 0 ? (
              <tr className="data-table__placeholder">
                <td colSpan={columns.length}>
                  {props.loading ? null : <LightEmpty description={props.emptyText} />}
                </td>
              </tr>
            ) : (
              records.map((record) => {
                const key = props.rowKey(record);
                return (
                  <DataTableRow<T>
                    key={key}
                    rowKey={key}
                    record={record}
                    columns={columns}
                    cellClasses={cellClasses}
                    className={[ROW_CLASS, props.rowClassName?.(record) ?? '']
                      .filter(Boolean)
                      .join(' ')}
                    onRowClick={props.onRowClick}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {props.loading ? (
        <div className="data-table__loading" role="status" aria-label="Loading">
          <span className="light-spin" aria-hidden="true" />
        </div>
      ) : null}
    </div>
  );
}
