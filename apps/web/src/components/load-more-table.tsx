import { Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ItemList } from './item-list';
import { LightResult } from './light/light-result';
import { ariaSort, SortableHeader } from './sortable-header';
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
 * The generic list of access-and-platform §2 Other: a table from md up (first and actions columns
 * pinned, a columns picker with the row density), cards below it, a Load More button and header
 * sort with the 'Sort' tooltip. The empty text shows only once loading is over.
 */
export function LoadMoreTable<T>(props: LoadMoreTableProps<T>) {
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const { recordHref } = props;
  const defaultHidden = props.columns.filter((c) => c.hiddenByDefault).map((c) => c.key);
  const prefs = useTablePreferences(props.tableId, defaultHidden);

  if (props.error) {
    return (
      <LightResult status="warning" title="The list could not be loaded" subTitle={props.error} />
    );
  }

  const openRow = (record: T) =>
    recordHref
      ? {
          onClick: (event: MouseEvent) => {
            if (fromControl(event)) return;
            const href = recordHref(record);
            if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
            else void navigate(href, { state: OPENED_FROM_PAGE });
          },
          className: 'clickable-row',
        }
      : {};

  const pinnedKeys = new Set((props.pinned ?? []).map(props.rowKey));
  const records = [
    ...(props.pinned ?? []),
    ...props.records.filter((record) => !pinnedKeys.has(props.rowKey(record))),
  ];
  const emptyText = props.loading ? ' ' : props.emptyText;

  const visible = props.columns.filter(
    (column) => column.fixed || !prefs.hidden.includes(column.key),
  );
  const columns: ColumnsType<T> = visible.map((column, index) => ({
    key: column.key,
    width: column.width,
    align: column.align,
    ellipsis: column.ellipsis ? { showTitle: true } : undefined,
    fixed: index === 0 ? 'start' : column.key === ACTIONS_COLUMN ? 'end' : undefined,
    onHeaderCell: column.sortField
      ? () => ({ 'aria-sort': ariaSort(props.sort, column.sortField ?? '') })
      : undefined,
    title: column.sortField ? (
      <SortableHeader
        field={column.sortField}
        title={column.title}
        state={props.sort}
        onChange={props.onSortChange}
      />
    ) : (
      column.title
    ),
    render: (_value: unknown, record: T) => column.render(record),
  }));
  const widths = visible.map((column) => column.width);
  const fixedWidth = widths.every((width) => width !== undefined)
    ? widths.reduce<number>((sum, width) => sum + (width ?? 0), 0)
    : undefined;
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
                {...openRow(record)}
                className={[
                  'record-card',
                  recordHref ? 'clickable-row' : '',
                  pinnedKeys.has(props.rowKey(record)) ? 'is-new-record' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
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
          <Table<T>
            rowKey={props.rowKey}
            columns={columns}
            dataSource={records}
            loading={props.loading}
            size={prefs.density}
            // Columns with widths keep them (long text is cut with an ellipsis); others size to fit.
            tableLayout={fixedWidth ? 'fixed' : undefined}
            pagination={false}
            locale={{ emptyText: <Empty description={emptyText} /> }}
            scroll={{ x: fixedWidth ?? 'max-content' }}
            rowClassName={(record) => (pinnedKeys.has(props.rowKey(record)) ? 'is-new-record' : '')}
            onRow={recordHref ? openRow : undefined}
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
