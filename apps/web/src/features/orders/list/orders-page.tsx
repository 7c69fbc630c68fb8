import type { OrderListRecord } from '@laydown/contracts';
import { holdsPermission } from '@laydown/domain';
import { ListPage } from '../../../components/list-page';
import { ListSearch } from '../../../components/list-search';
import { listTableProps } from '../../../components/list-table-props';
import { LoadMoreTable } from '../../../components/load-more-table';
import { searchEmptyText } from '../../../components/search-empty-text';
import { useListParams } from '../../../components/use-list-params';
import { useCurrentUser } from '../../../shell/current-user';
import { OrderCard, orderColumns, orderHref } from './order-columns';
import { OrderProjectFilter, OrderStateFilter } from './order-filters';
import { NewOrderLinks } from './new-order-links';
import { OrderSort } from './order-sort';
import { useOrderList } from './use-order-list';
import { useOrderOpenAhead } from './use-order-open-ahead';
import './orders-list.css';

/** The list's filters, each one value in the query string (as GET /orders reads them). */
const FILTERS = ['state', 'project_id'] as const;

/**
 * procurement-core §2 the order list: search ('Search here...'), Sort By with direction, the state
 * and project filters, Load More, cards below md; everything but the pages in the query string.
 */
export function OrdersPage() {
  const user = useCurrentUser();
  const params = useListParams(FILTERS);
  const { query, records, total, facets, firstPage } = useOrderList(params.apiQuery);
  // A broad search's counts are lower bounds (decision 0082): '2000+ in total', 'Ordered (340+)'.
  const cap = firstPage?.counts_capped_at;
  const openAhead = useOrderOpenAhead(firstPage !== undefined);
  const can = user.user_permissions;
  const only = (values: string[] | undefined) => values?.[0];
  const setOne = (name: (typeof FILTERS)[number]) => (value: string | undefined) =>
    params.setFilter(name, value ? [value] : []);

  return (
    <ListPage
      title="Orders"
      total={cap ?? total}
      totalExact={cap === undefined}
      testId="orders-page"
      actions={holdsPermission(can, 'can_create_drafts') ? <NewOrderLinks /> : undefined}
      toolbar={
        <>
          <ListSearch value={params.search} onSearch={params.setSearch} testId="orders-search" />
          <OrderStateFilter
            value={only(params.filters.state)}
            counts={facets?.state}
            countsAreLowerBounds={cap !== undefined}
            onChange={setOne('state')}
          />
          {holdsPermission(can, 'can_read_projects') ? (
            <OrderProjectFilter
              value={only(params.filters.project_id)}
              onChange={setOne('project_id')}
            />
          ) : null}
          <OrderSort
            sort={params.sort}
            sortDirection={params.sortDirection}
            onChange={params.setSort}
          />
        </>
      }
    >
      {/* Pressing a row reads its order ahead of the click (the wrapper draws nothing). */}
      <div className="orders-list__rows" onPointerDown={openAhead}>
        <LoadMoreTable<OrderListRecord>
          tableId="orders-table"
          columns={orderColumns(can.can_view_costs)}
          records={records}
          rowKey={(order) => order.id}
          {...listTableProps(query, params)}
          emptyText={searchEmptyText(params.search, 'No orders yet')}
          recordHref={orderHref}
          renderCard={(order) => <OrderCard order={order} />}
        />
      </div>
    </ListPage>
  );
}
