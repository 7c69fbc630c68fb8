import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatNamedDate, holdsPermission } from '@laydown/domain';
import type { PackageOrderRecord } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../api/api-error';
import { fetchOrderPackage, orderPackageKeys } from '../../api/order-packages';
import { LinkButton } from '../../components/link-button';
import { PageHeader } from '../../components/page-header';
import { PageResult } from '../../components/page-result';
import { PageSpinner } from '../../components/page-spinner';
import { useIdParam } from '../../components/record-id';
import { useCurrentUser } from '../../shell/current-user';
import { OrderBadge } from '../orders/list/order-badge';
import { formatUsd } from '../orders/order-money';
import { PackageComments } from './package-comments';
import { PackageRename } from './package-rename';
import './order-packages.css';

function PackageOrder({ order }: { order: PackageOrderRecord }) {
  return (
    <li className="package-order" data-testid="package-order">
      <span className="package-order__vendor">
        <Link to={`/order/${order.id}`}>
          {order.order_number}
          {order.name ? ` · ${order.name}` : ''}
        </Link>
        <br />
        {order.vendor_name ?? 'No vendor'}
      </span>
      <OrderBadge state={order.state} label={order.badge} />
      {order.totals ? <span>Total {formatUsd(order.totals.total)}</span> : null}
      {order.quote_expires_at ? (
        <span>Quote expires {formatNamedDate(order.quote_expires_at, 'cell')}</span>
      ) : null}
    </li>
  );
}

/**
 * /order_package/{id} (issue 11 "package screen", issue 12): the package's name (rename), its
 * orders (one per vendor for an RFQ) with their badges and totals for who may see costs, its
 * internal comments, and Level quotes once quotes have come in (can_use_rfq_leveling).
 */
export function PackagePage() {
  // 0 when the address names no record: the page says not found without asking the server.
  const id = useIdParam() ?? 0;
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: orderPackageKeys.one(id),
    queryFn: ({ signal }) => fetchOrderPackage(id, signal),
    enabled: id > 0,
  });
  if (id === 0) return <PageResult status="404" title="Order package not found" />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <PageResult
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Order package not found' : 'Could not load the package'}
        subTitle={errorMessage(query.error)}
      />
    );
  }
  const pkg = query.data;
  const can = (p: Parameters<typeof holdsPermission>[1]) =>
    holdsPermission(user.user_permissions, p);
  const hasQuotes = pkg.orders.some(
    (o) => o.state === 'QUOTED' && o.sub_state === 'QUOTED_RECEIVED',
  );
  const level =
    can('can_use_rfq_leveling') && can('can_view_costs') && hasQuotes ? (
      <LinkButton type="primary" to={`/order_package/${id}/leveling`} testId="level-quotes">
        Level quotes
      </LinkButton>
    ) : null;
  return (
    <div data-testid="package-page">
      <PageHeader
        title={pkg.name}
        documentTitle={`Order package · ${pkg.name}`}
        subtitle="Order package"
        actions={level}
      />
      <PackageRename packageId={id} name={pkg.name} disabled={!can('can_create_drafts')} />
      <section className="package-section" aria-labelledby="package-orders-title">
        <h2 id="package-orders-title">Orders</h2>
        {pkg.orders.length === 0 ? <p>This package has no orders you can see.</p> : null}
        <ul className="package-orders">
          {pkg.orders.map((o) => (
            <PackageOrder key={o.id} order={o} />
          ))}
        </ul>
      </section>
      <PackageComments packageId={id} comments={pkg.internal_comments} />
    </div>
  );
}
