import { Link } from 'react-router';
import type { OrderRecord } from '@laydown/contracts';

/** The order form header's link to the order's package (its other vendors' quotes, leveling). */
export function PackageLink({
  order,
}: {
  order: Pick<OrderRecord, 'order_package_id' | 'order_package_name'>;
}) {
  if (order.order_package_id === null) return null;
  return (
    <Link to={`/order_package/${order.order_package_id}`} data-testid="order-package-link">
      Package: {order.order_package_name ?? `#${order.order_package_id}`}
    </Link>
  );
}
