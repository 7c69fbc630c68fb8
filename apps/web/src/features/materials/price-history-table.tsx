import { Alert, Empty, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { PriceHistoryItem } from '@laydown/contracts';
import { PRICE_HISTORY_PAGE_SIZE, type PriceHistoryKind } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { price, PriceSummary } from './price-summary';
import { usePriceHistory } from './use-price-history';

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
  const columns: TableColumnsType<PriceHistoryItem> = [
    {
      key: 'order',
      title: kind === 'quote' ? 'Ref Number' : 'PO Number',
      render: (_, item) => (
        <a href={`/order/${item.order_id}`} target="_blank" rel="noreferrer">
          {item.order_number}
        </a>
      ),
    },
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'project', title: 'Project', dataIndex: 'project_name' },
    { key: 'vendor', title: 'Vendor', dataIndex: 'vendor_name' },
    {
      key: 'quantity',
      title: 'Qty',
      render: (_, item) => [item.quantity, item.unit_name].filter(Boolean).join(' '),
    },
    { key: 'unit_cost', title: 'Unit cost', render: (_, item) => price(item.unit_cost) },
    { key: 'date', title: 'Date', render: (_, item) => dayjs(item.date).format('MM/DD/YYYY') },
    ...(action
      ? [{ key: 'action', title: '', render: (_: unknown, item: PriceHistoryItem) => action(item) }]
      : []),
  ];
  if (history.isError) return <Alert type="error" showIcon message={errorMessage(history.error)} />;
  return (
    <Space
      direction="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`${kind}-history`}
    >
      <PriceSummary summary={history.data?.summary} />
      <Table<PriceHistoryItem>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={history.data?.items ?? []}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No orders yet" /> }}
        pagination={{
          current: page,
          pageSize: PRICE_HISTORY_PAGE_SIZE,
          total: history.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Space>
  );
}
