import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@laydown/domain';
import { DeliveryCosts } from './delivery-costs';
import { draftDeliveryTotals, draftLineMoney, type MoneyContext } from './draft-totals';
import { withMoreRows, type DeliveryDraft, type LineDraft } from './order-draft';
import { OrderLineRow, type LineColumns } from './order-line-row';
import { TotalsFooter } from './order-totals-footer';
import type { OrderReferences } from './use-order-references';

interface DeliveryPanelProps {
  delivery: DeliveryDraft;
  index: number;
  columns: LineColumns;
  references: OrderReferences;
  money: MoneyContext;
  readOnly: boolean;
  onChange: (delivery: DeliveryDraft) => void;
  /** Shown above the lines (the Spreadsheet Mode toggle). */
  materialsToolbar?: ReactNode;
  /** Shown instead of the lines' list and Add More Materials (the spreadsheet grid). */
  materials?: ReactNode;
  /** Shown after the lines: receiving a placed order's delivery. */
  receiving?: ReactNode;
}

/** Carrier choices (§2): the two defaults, then the company's active carriers. */
function carrierOptions(references: OrderReferences) {
  const defaults = (references.carriers?.defaults ?? []).map((name) => ({
    value: `default:${name}`,
    label: name,
  }));
  const own = (references.carriers?.records ?? [])
    .filter((carrier) => carrier.active)
    .map((carrier) => ({ value: `carrier:${carrier.id}`, label: carrier.name }));
  return [...defaults, ...own];
}

function carrierValue(delivery: DeliveryDraft): string | undefined {
  if (delivery.shipping_carrier_id !== null) return `carrier:${delivery.shipping_carrier_id}`;
  return delivery.carrier ? `default:${delivery.carrier}` : undefined;
}

/** The list layout's column widths, in the order of the cells of a line. */
function lineColumns(columns: LineColumns): string {
  return [
    '32px',
    'minmax(220px, 3fr)',
    '90px',
    '130px',
    columns.costs ? '120px' : null,
    columns.costCodes ? '170px' : null,
    columns.taxCodes ? '120px' : null,
    columns.costs ? '100px' : null,
    'minmax(120px, 1fr)',
    '120px',
    '40px',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One delivery tab: where and when, the material lines, its costs and totals. */
export function DeliveryPanel(props: DeliveryPanelProps) {
  const { delivery, index, references, readOnly, onChange } = props;
  const set = (patch: Partial<DeliveryDraft>) => onChange({ ...delivery, ...patch });
  const changeLine = useCallback(
    (key: string, patch: Partial<LineDraft>) =>
      onChange({
        ...delivery,
        lines: delivery.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
      }),
    [delivery, onChange],
  );
  const removeLine = useCallback(
    (key: string) => onChange({ ...delivery, lines: delivery.lines.filter((l) => l.key !== key) }),
    [delivery, onChange],
  );
  const id = (field: string) => `delivery-${index}-${field}`;
  const carriers = carrierOptions(references);
  const totals = useMemo(() => draftDeliveryTotals(delivery, props.money), [delivery, props.money]);

  return (
    <section aria-label={`Delivery ${index}`} data-testid={`delivery-panel-${index}`}>
      <div className="delivery-fields">
        <div className="order-field">
          <label htmlFor={id('address')}>Address</label>
          <Select
            id={id('address')}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            disabled={readOnly}
            value={delivery.address_id ?? undefined}
            options={references.addresses.map((address) => ({
              value: address.id,
              label: address.nickname
                ? `${address.nickname} (${address.address_line_1})`
                : address.address_line_1,
            }))}
            onChange={(address_id?: number) => set({ address_id: address_id ?? null })}
            data-testid={id('address')}
          />
        </div>
        <div className="order-field">
          <label htmlFor={id('attn')}>Attn</label>
          <Input
            id={id('attn')}
            disabled={readOnly}
            value={delivery.address_to}
            onChange={(e) => set({ address_to: e.target.value })}
          />
        </div>
        <div className="order-field">
          <label htmlFor={id('date')}>Requested delivery date</label>
          <Input
            id={id('date')}
            type="date"
            disabled={readOnly}
            value={delivery.requested_delivered_at}
            onChange={(e) => set({ requested_delivered_at: e.target.value })}
            data-testid={id('date')}
          />
        </div>
        <div className="order-field">
          <label htmlFor={id('carrier')}>Carrier</label>
          <Select
            id={id('carrier')}
            allowClear
            disabled={readOnly}
            value={carrierValue(delivery)}
            options={carriers}
            onChange={(value?: string) => {
              if (!value) return set({ carrier: null, shipping_carrier_id: null });
              const [kind, rest] = value.split(/:(.*)/s) as [string, string];
              set(
                kind === 'carrier'
                  ? { carrier: null, shipping_carrier_id: Number(rest) }
                  : { carrier: rest, shipping_carrier_id: null },
              );
            }}
            data-testid={id('carrier')}
          />
        </div>
        <div className="order-field order-field-wide">
          <label htmlFor={id('instructions')}>Instructions</label>
          <Input.TextArea
            id={id('instructions')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            disabled={readOnly}
            value={delivery.instructions}
            onChange={(e) => set({ instructions: e.target.value })}
          />
        </div>
      </div>
      {delivery.id !== undefined && delivery.lines.length === 0 ? (
        <Alert type="warning" showIcon message={ORDER_MESSAGES.deliveryNotAvailable} />
      ) : null}

      {props.materialsToolbar}
      {props.materials ?? (
        <>
          {/* Focusable: it scrolls sideways, and a read-only order has no field inside to reach it. */}
          <div
            className="order-lines"
            role="table"
            tabIndex={0}
            aria-label={`Materials of delivery ${index}`}
            style={{ '--line-columns': lineColumns(props.columns) } as CSSProperties}
          >
            <div className="order-line order-line-head" role="row">
              <span role="columnheader">#</span>
              <span role="columnheader">Material</span>
              <span role="columnheader">
                {props.columns.required.has('quantity') ? 'Quantity *' : 'Quantity'}
              </span>
              <span role="columnheader">Unit *</span>
              {props.columns.costs ? (
                <span role="columnheader">
                  {props.columns.required.has('unit_cost') ? 'Unit cost *' : 'Unit cost'}
                </span>
              ) : null}
              {props.columns.costCodes ? (
                <span role="columnheader">
                  {props.columns.required.has('cost_code') ? 'Cost code *' : 'Cost code'}
                </span>
              ) : null}
              {props.columns.taxCodes ? (
                <span role="columnheader">
                  {props.columns.required.has('tax') ? 'Tax *' : 'Tax'}
                </span>
              ) : null}
              {props.columns.costs ? <span role="columnheader">Ext. cost</span> : null}
              <span role="columnheader">Note</span>
              <span role="columnheader">Vendor response</span>
              <span role="columnheader">
                <span className="visually-hidden">Remove</span>
              </span>
            </div>
            {delivery.lines.map((line, lineIndex) => (
              <OrderLineRow
                key={line.key}
                line={line}
                index={lineIndex}
                deliveryIndex={index}
                columns={props.columns}
                references={references}
                extendedCost={
                  props.columns.costs ? draftLineMoney(line, props.money).extended_cost : null
                }
                readOnly={readOnly}
                onChange={changeLine}
                onRemove={removeLine}
              />
            ))}
          </div>
          {readOnly ? null : (
            <Button
              icon={<PlusOutlined />}
              onClick={() => onChange(withMoreRows(delivery))}
              data-testid={`add-more-materials-${index}`}
            >
              {ORDER_MESSAGES.addMoreMaterials}
            </Button>
          )}
        </>
      )}
      {props.receiving}
      {props.columns.costs ? (
        <div className="delivery-money">
          <DeliveryCosts
            delivery={delivery}
            deliveryIndex={index}
            taxCodes={props.money.taxCodes}
            locked={readOnly}
            onChange={(costs) => set({ costs })}
          />
          <TotalsFooter
            totals={totals}
            testId={`delivery-totals-${index}`}
            title="Delivery total"
          />
        </div>
      ) : null}
    </section>
  );
}
