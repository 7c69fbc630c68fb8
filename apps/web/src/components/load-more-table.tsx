import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from './data-table';
import { ItemList } from './item-list';
import { LightResult } from './light/light-result';
import type { SortState } from './sort-cycle';
import { TableSettings } from './table-settings';
import { OPENED_FROM_PAGE } from './use-record-route';
import { useTablePreferences } from './use-table-preferences';
import { useIsNarrow } from './use-media-query';

export interface ListColumn<T> {
  key: string;
  title: string;
  render: (record: T) => ReactNode;
  /** The API's sort field when the column can be sorted. */
  sortField?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Columns that identify the row cannot be hidden. */
  fixed?: boolean;
  /** Hidden until the person shows it in the columns picker. */
  hiddenByDefault?: boolean;
  /** Long text is cut with an ellipsis instead of widening the table. */
  ellipsis?: boolean;
}

/** The row-actions column (a menu, a button) stays pinned at the right edge. */
export const ACTIONS_COLUMN = 'actions';

interface LoadMoreTableProps<T> {
  tableId: string;
  columns: ListColumn<T>[];
  records: T[];
  rowKey: (record: T) => string | number;
  loading: boolean;
  error?: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  sort: SortState;
  onSortChange: (next: SortState) => void;
  /** The phone layout of one record (below the md breakpoint). */
  renderCard: (record: T) => ReactNode;
  emptyText: ReactNode;
  /** The record's own URL: a click on its row or card opens it, Ctrl/Cmd-click in a new tab. */
  recordHref?: (record: T) => string;
  /** Records just created here: shown first and marked, wherever the sort would put them. */
  pinned?: T[];
}

/** Clicks on the row's own controls (links, buttons, switches) are theirs, not the row's. */
function fromControl(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  return target.closest('a, button, input, label, [role="switch"], [role="button"]') !== null;
}

/**
 * The generic list of access-and-platform §2 Other: a plain table from md up (first and actions
 * columns pinned, a columns picker with the row density; decision 0061), cards below it, a Load
 * More button and header sort with the 'Sort' tooltip. The empty text shows only once loading is
 * over.
 */
export function LoadMoreTable<T>(props: LoadMoreTableProps<T>) {
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const { recordHref } = props;
  const defaultHidden = props.columns.filter((c) => c.hiddenByDefault).map((c) => c.key);
  const prefs = useTablePreferences(props.tableId, defaultHidden);

  // The same function across renders, so the memoised rows are not drawn again for it.
  const latest = useRef({ recordHref, navigate });
  useEffect(() => {
    latest.current = { recordHref, navigate };
  });
  const openRecord = useCallback((record: T, event: MouseEvent) => {
    const { recordHref: href, navigate: go } = latest.current;
    if (!href || fromControl(event)) return;
    const to = href(record);
    if (event.ctrlKey || event.metaKey) window.open(to, '_blank', 'noopener');
    else void go(to, { state: OPENED_FROM_PAGE });
  }, []);

  const { columns: allColumns } = props;
  const { hidden } = prefs;
  const columns = useMemo(
    () =>
      allColumns
        .filter((column) => column.fixed || !hidden.includes(column.key))
        .map((column, index): DataTableColumn<T> => ({
          ...column,
          pin: index === 0 ? 'start' : column.key === ACTIONS_COLUMN ? 'end' : undefined,
        })),
    [allColumns, hidden],
  );

  if (props.error) {
    return (
      <LightResult status="warning" title="The list could not be loaded" subTitle={props.error} />
    );
  }

  const pinnedKeys = new Set((props.pinned ?? []).map(props.rowKey));
  const records = [
    ...(props.pinned ?? []),
    ...props.records.filter((record) => !pinnedKeys.has(props.rowKey(record))),
  ];
  const rowClass = (record: T) =>
    [recordHref ? 'clickable-row' : '', pinnedKeys.has(props.rowKey(record)) ? 'is-new-record' : '']
      .filter(Boolean)
      .join(' ');
  const hideable = props.columns.filter((column) => !column.fixed && column.title !== '');

  return (
    <div data-testid={props.tableId}>
      {narrow ? (
        <div className="card-list">
          <ItemList
            items={records}
            itemKey={props.rowKey}
            loading={props.loading}
            emptyText={props.emptyText}
            renderItem={(record) => (
              <div
                onClick={recordHref ? (event) => openRecord(record, event) : undefined}
                className={`record-card ${rowClass(record)}`.trim()}
                data-testid={`${props.tableId}-card`}
              >
                {props.renderCard(record)}
              </div>
            )}
          />
        </div>
      ) : (
        <>
          <div className="table-settings">
            <TableSettings
              tableId={props.tableId}
              columns={hideable}
              hidden={prefs.hidden}
              onHiddenChange={prefs.setHidden}
              density={prefs.density}
              onDensityChange={prefs.setDensity}
            />
          </div>
          <DataTable<T>
            columns={columns}
            records={records}
            rowKey={props.rowKey}
            loading={props.loading}
            density={prefs.density}
            sort={props.sort}
            onSortChange={props.onSortChange}
            emptyText={props.emptyText}
            rowClassName={rowClass}
            onRowClick={recordHref ? openRecord : undefined}
          />
        </>
      )}
      {props.hasMore ? (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button
            onClick={props.onLoadMore}
            loading={props.loadingMore}
            data-testid={`${props.tableId}-load-more`}
          >
            Load More
          </Button>
        </div>
      ) : null}
    </div>
  );
}
