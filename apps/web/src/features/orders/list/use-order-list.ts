import { fetchOrderList, orderListKeys } from '../../../api/order-list';
import { usePagedList } from '../../../components/use-paged-list';

/** The order list's pages for the query string's search, filters and sort, grown by Load More. */
export function useOrderList(apiQuery: string) {
  return usePagedList(orderListKeys.list(apiQuery), (page, signal) =>
    fetchOrderList(apiQuery, page, signal),
  );
}
