import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Popover, Result, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { KeyboardEvent, ReactNode } from 'react';
import { ItemList } from './item-list';
import { SortableHeader } from './sortable-header';
import type { SortState } from './sort-cycle';
import { useHiddenColumns } from './use-hidden-columns';
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
}

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
  /** Opens a record from its row or card, by click or Enter. */
  onOpen?: (record: T) => void;
}

/**
 * The generic list of access-and-platform §2 Other: a table from md up, cards below it, a Load More
 * button, header sort with the 'Sort' tooltip and a column picker remembered per table.
 */
export function LoadMoreTable<T>(props: LoadMoreTableProps<T>) {
  const narrow = useIsNarrow();
  const { onOpen } = props;
  const openProps = (record: T) =>
    onOpen
      ? {
          onClick: () => onOpen(record),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') onOpen(record);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        }
      : {};
  const { hidden, setHidden } = useHiddenColumns(props.tableId);

  if (props.error) {
    return <Result status="warning" title="The list could not be loaded" subTitle={props.error} />;
  }

  const empty = <Empty description={props.emptyText} />;
  const visible = props.columns.filter((column) => column.fixed || !hidden.includes(column.key));
  const columns: ColumnsType<T> = visible.map((column) => ({
    key: column.key,
    width: column.width,
    align: column.align,
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

  const hideable = props.columns.filter((column) => !column.fixed);
  const picker = (
    <Space orientation="vertical">
      {hideable.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) =>
            setHidden(
              event.target.checked
                ? hidden.filter((key) => key !== column.key)
                : [...hidden, column.key],
            )
          }
        >
          {column.title}
        </Checkbox>
      ))}
      <Button size="small" onClick={() => setHidden([])} disabled={hidden.length === 0}>
        Show All
      </Button>
    </Space>
  );

  return (
    <div data-testid={props.tableId}>
      {narrow ? (
        <div className="card-list">
          <ItemList
            items={props.records}
            itemKey={props.rowKey}
            loading={props.loading}
            emptyText={props.emptyText}
            renderItem={(record) => (
              <Card
                size="small"
                hoverable={Boolean(onOpen)}
                {...openProps(record)}
                style={{ width: '100%', ...openProps(record).style }}
                data-testid={`${props.tableId}-card`}
              >
                {props.renderCard(record)}
              </Card>
            )}
          />
        </div>
      ) : (
        <>
          {hideable.length > 0 ? (
            <div style={{ textAlign: 'right', marginBottom: 8 }}>
              <Popover content={picker} trigger="click" placement="bottomRight" title="Columns">
                <Button
                  size="small"
                  icon={<SettingOutlined />}
                  data-testid={`${props.tableId}-columns`}
                >
                  Columns
                </Button>
              </Popover>
            </div>
          ) : null}
          <Table<T>
            rowKey={props.rowKey}
            columns={columns}
            dataSource={props.records}
            loading={props.loading}
            pagination={false}
            locale={{ emptyText: empty }}
            scroll={{ x: 'max-content' }}
            onRow={onOpen ? openProps : undefined}
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
