import { useEffect, useMemo, useState } from 'react';
import { App, Button, Typography } from 'antd';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorLineRecord, VendorOrderRecord } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../api/api-error';
import { fetchVendorOrder, saveVendorResponses, vendorOrderKeys } from '../../api/vendor-orders';
import { PageHeader } from '../../components/page-header';
import { PageResult } from '../../components/page-result';
import { PageSpinner } from '../../components/page-spinner';
import { useIdParam } from '../../components/record-id';
import { OrderBadge } from '../orders/list/order-badge';
import { formatUsd } from '../orders/order-money';
import { answerOf, draftOf, type LineAnswerDraft } from './line-answer';
import { VendorDeliverySection } from './vendor-delivery-section';
import { VendorOrderActions } from './vendor-order-actions';
import { VendorOrderFacts } from './vendor-order-facts';
import { VendorResponseEditor } from './vendor-response-editor';
import './vendor-portal.css';

const money = (value: string | null) => (value === null ? '—' : formatUsd(value));

function LineRow(props: {
  line: VendorLineRecord;
  draft: LineAnswerDraft;
  order: VendorOrderRecord;
  onChange: (next: LineAnswerDraft) => void;
}) {
  const { line, draft, order } = props;
  const rfq = order.state === 'QUOTED';
  return (
    <li className="vendor-line" data-testid="vendor-line">
      <div className="vendor-line__material">
        <Typography.Text strong>{line.description}</Typography.Text>
        {line.product_identifier ? (
          <Typography.Text type="secondary"> · {line.product_identifier}</Typography.Text>
        ) : null}
        <div>
          {line.quantity} {line.unit_name ?? ''}
          {line.prev_quantity !== null || line.prev_unit_name !== null ? (
            <Typography.Text type="secondary">
              {' '}
              (was {line.prev_quantity ?? line.quantity} {line.prev_unit_name ?? line.unit_name})
            </Typography.Text>
          ) : null}
        </div>
        {order.purchaser_costs_sent || line.unit_cost !== null ? (
          <div className="vendor-line__money">
            {money(line.unit_cost)} each · {money(line.extended_cost)}
          </div>
        ) : null}
        {line.company_note ? (
          <Typography.Text type="secondary">Note: {line.company_note}</Typography.Text>
        ) : null}
      </div>
      <VendorResponseEditor
        line={line}
        draft={draft}
        units={order.units}
        rfq={rfq}
        disabled={!order.abilities.can_respond}
        onChange={props.onChange}
      />
    </li>
  );
}

/**
 * /vendor/orders/{id}: one RFQ or order as the vendor reads it (issue 12, decision 0087): the
 * header, the deliveries, the lines with the vendor response editor column (§2), Save, and the
 * vendor's actions.
 */
export function VendorOrderPage() {
  // 0 when the address names no record: the page says not found without asking the server.
  const id = useIdParam() ?? 0;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: vendorOrderKeys.one(id),
    queryFn: ({ signal }) => fetchVendorOrder(id, signal),
    enabled: id > 0,
  });
  const order = query.data;
  const [drafts, setDrafts] = useState<Record<number, LineAnswerDraft>>({});
  useEffect(() => setDrafts({}), [order]);
  const draftFor = (line: VendorLineRecord) => drafts[line.id] ?? draftOf(line);
  const answers = useMemo(
    () =>
      (order?.order_materials ?? [])
        .map((line) => answerOf(line, drafts[line.id] ?? draftOf(line), order?.state === 'QUOTED'))
        .filter((a) => a !== null),
    [order, drafts],
  );
  const save = useMutation({
    mutationFn: () => saveVendorResponses(id, answers),
    onSuccess: (next) => {
      queryClient.setQueryData(vendorOrderKeys.one(id), next);
      void queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all });
      void message.success('Responses saved');
    },
    onError: (error) => void message.error(errorMessage(error)),
  });

  if (query.isPending && id > 0) return <PageSpinner />;
  if (query.isError || !order) {
    // Another vendor's document, one never sent, or an address naming none: not found, as on
    // the purchaser's side.
    const notFound = id === 0 || (isApiError(query.error) && query.error.status === 404);
    return (
      <PageResult
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Document not found' : 'Could not load the document'}
        subTitle={notFound ? undefined : errorMessage(query.error)}
        extra={<Link to="/vendor/orders">Back to RFQs and Orders</Link>}
      />
    );
  }
  const kind = order.title_type || 'Order';
  return (
    <div className="vendor-order" data-testid="vendor-order-page">
      <PageHeader
        title={`${kind} ${order.order_number}`}
        subtitle={
          <span className="vendor-order__subtitle">
            <OrderBadge state={order.state} label={order.badge} />
            <span>
              {order.company_name} · {order.project_name}
              {order.name ? ` · ${order.name}` : ''}
            </span>
          </span>
        }
      />
      <VendorOrderFacts order={order} withCancellation />
      <VendorOrderActions order={order} />
      {order.deliveries.map((delivery, index) => (
        <VendorDeliverySection
          key={delivery.id}
          order={order}
          index={index}
          line={(line) => (
            <LineRow
              key={line.id}
              line={line}
              draft={draftFor(line)}
              order={order}
              onChange={(next) => setDrafts((all) => ({ ...all, [line.id]: next }))}
            />
          )}
        />
      ))}
      {order.abilities.can_respond ? (
        <div className="vendor-order__save">
          <Button
            type="primary"
            disabled={answers.length === 0}
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="vendor-save"
          >
            Save
          </Button>
        </div>
      ) : null}
    </div>
  );
}
