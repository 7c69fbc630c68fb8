import type { Key, ReactNode } from 'react';
import { Button, Card, Empty, Spin, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useIsNarrow } from './use-media-query';

interface LoadMoreTableProps<T> {
  rowKey: (record: T) => Key;
  columns: ColumnsType<T>;
  records: T[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Below md (768 px) each record is a card instead of a row (spec §2 Other). */
  renderCard: (record: T) => ReactNode;
  onOpen?: (record: T) => void;
  emptyText: ReactNode;
  testId: string;
  /** Header sorting (see list-sort.ts); the rows arrive sorted from the server. */
  onChange?: TableProps<T>['onChange'];
}

/** The spec's generic data table: rows on wide screens, cards on phones, and 'Load More'. */
export function LoadMoreTable<T extends object>(props: LoadMoreTableProps<T>) {
  const narrow = useIsNarrow();
  const { onOpen } = props;
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />;
  return (
    <div data-testid={props.testId}>
      {narrow ? (
        <Spin spinning={props.loading}>
          {props.records.length === 0 && !props.loading ? empty : null}
          {props.records.map((record) => (
            <Card
              key={props.rowKey(record)}
              size="small"
              hoverable={Boolean(onOpen)}
              onClick={onOpen ? () => onOpen(record) : undefined}
              onKeyDown={
                onOpen
                  ? (event) => {
                      if (event.key === 'Enter') onOpen(record);
                    }
                  : undefined
              }
              tabIndex={onOpen ? 0 : undefined}
              style={{ marginBottom: 12 }}
              data-testid={`${props.testId}-card`}
            >
              {props.renderCard(record)}
            </Card>
          ))}
        </Spin>
      ) : (
        <Card variant="borderless" styles={{ body: { padding: 0 } }}>
          <Table<T>
            rowKey={props.rowKey}
            columns={props.columns}
            dataSource={props.records}
            loading={props.loading}
            pagination={false}
            onChange={props.onChange}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: empty }}
            onRow={
              onOpen
                ? (record) => ({
                    onClick: () => onOpen(record),
                    onKeyDown: (event) => {
                      if (event.key === 'Enter') onOpen(record);
                    },
                    tabIndex: 0,
                    style: { cursor: 'pointer' },
                  })
                : undefined
            }
          />
        </Card>
      )}
      {props.hasMore ? (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button onClick={props.onLoadMore} loading={props.loadingMore}>
            Load More
          </Button>
        </div>
      ) : null}
    </div>
  );
}
