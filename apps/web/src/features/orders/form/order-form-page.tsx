import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { fetchOrder } from '../../../api/orders';
import { isApiError } from '../../../api/api-error';
import { PageResult } from '../../../components/page-result';
import { PageSpinner } from '../../../components/page-spinner';
import { OrderEditor } from './order-editor';
import { useOrderLive } from './order-live';
import './order-form.css';
import { orderFormTarget } from './order-route';
import { useOrderReferences } from './use-order-references';

/**
 * The order form of §2 Routes seen as link targets: /orders/new_order, /orders/new_quote and
 * /order/{id}. A new order starts empty; a saved one is read first (another company's or a
 * hidden project group's answers 404, shown as not found).
 */
export function OrderFormPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const params = useParams();
  const target = orderFormTarget(location.pathname, search, params);
  const savedId = target?.kind === 'saved' ? target.id : null;
  const order = useQuery({
    queryKey: ['order', savedId],
    queryFn: ({ signal }) => fetchOrder(savedId ?? 0, signal),
    enabled: savedId !== null,
    // The editor owns its copy: a background refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // The form's choices are read while the order is on its way, not after it (decision 0071).
  useOrderReferences();
  const live = useOrderLive(savedId);

  if (target === null || (isApiError(order.error) && order.error.status === 404)) {
    return <PageResult status="404" title="Order not found" testId="order-not-found" />;
  }
  if (target.kind === 'new') {
    return (
      <OrderEditor
        key={`new-${target.orderKind}-${target.orderPackageId}`}
        initial={target.orderKind}
        orderPackageId={target.orderPackageId}
      />
    );
  }
  if (order.error) return <PageResult status="error" title="Could not load the order" />;
  if (!order.data) return <PageSpinner />;
  return (
    <>
      <OrderEditor
        key={`${order.data.id}-${live.reloadKey}`}
        initial={order.data}
        orderPackageId={order.data.order_package_id}
        onDirtyChange={live.onDirtyChange}
      />
      {live.modal}
    </>
  );
}
