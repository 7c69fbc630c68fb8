import { Alert, Empty, List, Space, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { PriceHistoryItem } from '@laydown/contracts';
import { PRICE_HISTORY_PAGE_SIZE, type PriceHistoryKind } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { useIsNarrow } from '../../components/use-media-query';
import { price, PriceSummary } from './price-summary';
import { usePriceHistory } from './use-price-history';

const orderLink = (item: PriceHistoryItem) => (
  <a href={`/order/${item.order_id}`} target="_blank" rel="noreferrer">
    {item.order_number}
  </a>
);

const quantity = (item: PriceHistoryItem) =>
  [item.quantity, item.unit_name].filter(Boolean).join(' ');

interface Props {
  materialId: number;
  kind: PriceHistoryKind;
  /** An extra last column (the quote history's 'Save preferred price'). */
  action?: (item: PriceHistoryItem) => ReactNode;
}

/**
 * §2 Order / Quote History tab: last, average and lowest price, then the orders, 10 per page
 * without a size changer; the order number opens the order in a new tab.
 */
export function PriceHistoryTable({ materialId, kind, action }: Props) {
  const [page, setPage] = useState(1);
  const history = usePriceHistory(materialId, kind, page);
  const narrow = useIsNarrow();
  const columns: TableColumnsType<PriceHistoryItem> = [
    {
      key: 'order',
      title: kind === 'quote' ? 'Ref Number' : 'PO Number',
      render: (_, item) => orderLink(item),
    },
    { key: 'unit_cost', title: 'Unit cost', render: (_, item) => price(item.unit_cost) },
    {
      key: 'quantity',
      title: 'Qty',
      render: (_, item) => quantity(item),
    },
    { key: 'vendor', title: 'Vendor', dataIndex: 'vendor_name' },
    { key: 'date', title: 'Date', render: (_, item) => dayjs(item.date).format('MM/DD/YYYY') },
    { key: 'project', title: 'Project', dataIndex: 'project_name' },
    { key: 'name', title: 'Name', dataIndex: 'name' },
    ...(action
      ? [
          {
            key: 'action',
            title: '',
            fixed: 'right' as const,
            render: (_: unknown, item: PriceHistoryItem) => action(item),
          },
        ]
      : []),
  ];
  const items = history.data?.items ?? [];
  const empty = <Empty description="No orders yet" />;
  const pagination = {
    current: page,
    pageSize: PRICE_HISTORY_PAGE_SIZE,
    total: history.data?.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: setPage,
  };
  if (history.isError) return <Alert type="error" showIcon title={errorMessage(history.error)} />;
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`${kind}-history`}
    >
      <PriceSummary summary={history.data?.summary} />
      {narrow ? (
        <List<PriceHistoryItem>
          rowKey="id"
          dataSource={items}
          loading={history.isFetching}
          locale={{ emptyText: empty }}
          pagination={pagination}
          renderItem={(item) => (
            <List.Item actions={action ? [action(item)] : []}>
              <List.Item.Meta
                title={
                  <Space>
                    {orderLink(item)}
                    <Typography.Text strong>{price(item.unit_cost)}</Typography.Text>
                  </Space>
                }
                description={[
                  quantity(item),
                  item.vendor_name,
                  dayjs(item.date).format('MM/DD/YYYY'),
                  item.project_name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<PriceHistoryItem>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={history.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          pagination={pagination}
        />
      )}
    </Space>
  );
}
