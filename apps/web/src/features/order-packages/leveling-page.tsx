import { useCallback, useState } from 'react';
import { Alert, App, Button, Empty } from 'antd';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEVELING_MESSAGES } from '@laydown/domain';
import type { PackageOrderRecord } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../api/api-error';
import { fetchLeveling, orderPackageKeys, placeLevelingQuotes } from '../../api/order-packages';
import { PageHeader } from '../../components/page-header';
import { PageResult } from '../../components/page-result';
import { PageSpinner } from '../../components/page-spinner';
import { useIdParam } from '../../components/record-id';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useCurrentUser } from '../../shell/current-user';
import { formatUsd } from '../orders/order-money';
import { LevelingTable, vendorLabel } from './leveling-table';
import { useLevelingChoice } from './use-leveling-choice';
import './order-packages.css';

function PlacedOrders({ orders }: { orders: PackageOrderRecord[] }) {
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      data-testid="leveling-placed"
      title={LEVELING_MESSAGES.placed(orders.length)}
      description={
        <ul className="package-orders">
          {orders.map((o) => (
            <li key={o.id}>
              <Link to={`/order/${o.id}`}>
                {o.order_number} · {vendorLabel(o)}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * /order_package/{id}/leveling (issue 12, decision 0092): the package's quotes compared line by
 * line; the purchaser chooses per line or per vendor, sees the total and the savings against the
 * highest quotes, and places the orders after a confirmation.
 */
export function LevelingPage() {
  // 0 when the address names no record: the page says not found without asking the server.
  const id = useIdParam() ?? 0;
  const user = useCurrentUser();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderPackageKeys.leveling(id),
    queryFn: ({ signal }) => fetchLeveling(id, signal),
    enabled: id > 0,
  });
  const leveling = query.data;
  const { choice, choose, chooseAll, lowest, clear, summary } = useLevelingChoice(leveling);
  const [placed, setPlaced] = useState<PackageOrderRecord[] | null>(null);
  // §6: sending from quote leveling needs both send permissions (the derived ability says so).
  const canPlace = user.abilities.can_send_from_quote_leveling;
  const chosenCount = Object.keys(choice).length;
  const guard = useUnsavedChanges(chosenCount > 0 && placed === null);

  const place = useMutation({
    mutationFn: () =>
      placeLevelingQuotes(
        summary.orders.map((o) => ({
          order_id: o.order_id,
          order_material_ids: o.order_material_ids,
        })),
      ),
    onSuccess: (body) => {
      guard.markClean();
      clear();
      setPlaced(body.orders);
      void message.success(LEVELING_MESSAGES.placed(body.orders.length));
      void queryClient.invalidateQueries({ queryKey: orderPackageKeys.all });
    },
    onError: (error) => {
      void message.error(errorMessage(error));
      // Someone else may have placed or closed a quote: show the package as it is now.
      void queryClient.invalidateQueries({ queryKey: orderPackageKeys.leveling(id) });
    },
  });

  const confirmPlace = useCallback(() => {
    const names = summary.orders.map((o) => {
      const quote = leveling?.quotes.find((q) => q.id === o.order_id);
      return quote ? vendorLabel(quote) : String(o.order_id);
    });
    modal.confirm({
      title: 'Place the order?',
      content: `${chosenCount} lines will be ordered from ${names.join(', ')} for ${formatUsd(summary.total)}. Quotes not chosen are closed.`,
      okText: 'Place order',
      cancelText: 'Cancel',
      onOk: () => place.mutateAsync().catch(() => undefined),
    });
  }, [modal, summary, leveling, chosenCount, place]);

  if (id === 0) return <PageResult status="404" title="Order package not found" />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 403) {
      return (
        <PageResult
          status="403"
          title="Not allowed"
          subTitle="Quote leveling needs the quote leveling and view costs permissions."
        />
      );
    }
    return (
      <PageResult
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? 'Order package not found' : 'Could not load the quotes'}
        subTitle={errorMessage(query.error)}
      />
    );
  }
  const data = query.data;
  const back = <Link to={`/order_package/${id}`}>Back to the package</Link>;
  return (
    <div className="leveling-page" data-testid="leveling-page">
      <PageHeader
        title="Quote leveling"
        documentTitle={`Quote leveling · ${data.name}`}
        subtitle={
          <span>
            {data.name} · {back}
          </span>
        }
      />
      {placed ? <PlacedOrders orders={placed} /> : null}
      {data.quotes.length === 0 ? (
        placed ? null : (
          <Empty description="There are no open quotes to level in this package." />
        )
      ) : (
        <>
          <div className="leveling-toolbar">
            <Button onClick={lowest} disabled={place.isPending}>
              Choose lowest per line
            </Button>
            <Button onClick={clear} disabled={place.isPending || chosenCount === 0}>
              Clear choices
            </Button>
          </div>
          <LevelingTable
            leveling={data}
            choice={choice}
            disabled={place.isPending}
            onChoose={choose}
            onChooseAll={chooseAll}
          />
          <section className="leveling-summary" aria-label="Your choice">
            <dl>
              <div>
                <dt>Lines chosen</dt>
                <dd data-testid="leveling-chosen-count">
                  {chosenCount} of {data.lines.length}
                </dd>
              </div>
              <div>
                <dt>Total with tax</dt>
                <dd data-testid="leveling-total">{formatUsd(summary.total)}</dd>
              </div>
              <div>
                <dt>Savings against the highest quotes</dt>
                <dd data-testid="leveling-savings">{formatUsd(summary.savings)}</dd>
              </div>
            </dl>
            <Button
              type="primary"
              onClick={confirmPlace}
              disabled={!canPlace || chosenCount === 0}
              loading={place.isPending}
              title={
                canPlace
                  ? undefined
                  : 'Placing needs both the send and update orders and RFQs permissions.'
              }
            >
              Place order
            </Button>
          </section>
        </>
      )}
    </div>
  );
}
