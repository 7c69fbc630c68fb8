import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { ORDER_LIST_SORTS, type OrderListSort, type SortDirection } from '@laydown/contracts';
import type { SortState } from '../../../components/sort-cycle';

/** The list's columns as the Sort By selector names them. */
export const SORT_LABELS: Record<OrderListSort, string> = {
  updated_at: 'Last Updated',
  created_at: 'Created',
  order_number: 'Ref / PO Number',
  name: 'Name',
  project_name: 'Project',
  vendor_name: 'Vendor',
  state: 'Status',
};

/** Dates read newest first, words from A. */
const FIRST_DIRECTION = (sort: OrderListSort): SortDirection =>
  sort === 'updated_at' || sort === 'created_at' ? 'desc' : 'asc';

interface OrderSortProps extends SortState {
  onChange: (next: SortState) => void;
}

/**
 * procurement-core §2 "sort selector labelled Sort By with direction asc or desc". No choice is
 * the list's default order (last updated first).
 */
export function OrderSort({ sort, sortDirection, onChange }: OrderSortProps) {
  const current = ORDER_LIST_SORTS.find((field) => field === sort);
  const direction = sortDirection ?? 'desc';
  const ascending = direction === 'asc';
  const directionLabel = `Sort direction: ${ascending ? 'ascending' : 'descending'}`;
  return (
    <Space.Compact>
      <Select<OrderListSort>
        aria-label="Sort By"
        placeholder="Sort By"
        allowClear
        value={current}
        onChange={(field) =>
          onChange(
            field
              ? { sort: field, sortDirection: sortDirection ?? FIRST_DIRECTION(field) }
              : { sort: undefined, sortDirection: undefined },
          )
        }
        options={ORDER_LIST_SORTS.map((field) => ({
          value: field,
          label: `Sort By: ${SORT_LABELS[field]}`,
        }))}
        style={{ width: 220 }}
        data-testid="orders-sort"
      />
      <Tooltip title={directionLabel}>
        <Button
          aria-label={directionLabel}
          icon={ascending ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
          disabled={!current}
          onClick={() =>
            current && onChange({ sort: current, sortDirection: ascending ? 'desc' : 'asc' })
          }
          data-testid="orders-sort-direction"
        />
      </Tooltip>
    </Space.Compact>
  );
}
