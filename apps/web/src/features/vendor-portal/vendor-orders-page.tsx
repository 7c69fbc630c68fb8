import { Select } from 'antd';
import { SENT_TO_VENDOR_STATES, stateListLabel, type OrderState } from '@laydown/domain';
import type { VendorOrderSummary } from '@laydown/contracts';
import { fetchVendorOrders, vendorOrderKeys } from '../../api/vendor-orders';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { listTableProps } from '../../components/list-table-props';
import { LoadMoreTable } from '../../components/load-more-table';
import { searchEmptyText } from '../../components/search-empty-text';
import { useListParams } from '../../components/use-list-params';
import { usePagedList } from '../../components/use-paged-list';
import { VendorOrderCard, vendorOrderColumns, vendorOrderHref } from './vendor-order-columns';
import '../orders/list/orders-list.css';

const FILTERS = ['state'] as const;

/** The states a vendor filters by: those of the documents sent to them, and cancelled. */
const STATE_OPTIONS: OrderState[] = [
  ...SENT_TO_VENDOR_STATES.filter((s) => s !== 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED'),
  'CANCELLED',
];

/**
 * /vendor/orders: the RFQs and orders sent to the vendor (issue 12, decision 0087), with search
 * (number, project, name, customer), the state filter, Load More and cards below md.
 */
export function VendorOrdersPage() {
  const params = useListParams(FILTERS);
  const { query, records, total } = usePagedList(
    vendorOrderKeys.list(params.apiQuery),
    (page, signal) => fetchVendorOrders(params.apiQuery, page, signal),
  );
  const state = params.filters.state?.[0];
  return (
    <ListPage
      title="RFQs and Orders"
      total={total}
      testId="vendor-orders-page"
      toolbar={
        <>
          <ListSearch
            value={params.search}
            onSearch={params.setSearch}
            testId="vendor-orders-search"
          />
          <Select<string>
            aria-label="Status"
            placeholder="All statuses"
            allowClear
            value={state}
            onChange={(next) => params.setFilter('state', next ? [next] : [])}
            options={STATE_OPTIONS.map((s) => ({ value: s, label: stateListLabel(s) }))}
            style={{ width: 200 }}
            data-testid="vendor-orders-state-filter"
          />
        </>
      }
    >
      <LoadMoreTable<VendorOrderSummary>
        tableId="vendor-orders-table"
        columns={vendorOrderColumns}
        records={records}
        rowKey={(order) => order.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search, 'Nothing has been sent to you yet')}
        recordHref={vendorOrderHref}
        renderCard={(order) => <VendorOrderCard order={order} />}
      />
    </ListPage>
  );
}
