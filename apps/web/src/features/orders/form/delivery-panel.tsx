import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@laydown/domain';
import { DeliveryCosts } from './delivery-costs';
import { DeliveryFields } from './delivery-fields';
import { draftDeliveryTotals, draftLineMoney, type MoneyContext } from './draft-totals';
import { withMoreRows, type DeliveryDraft, type LineDraft } from './order-draft';
import { OrderLineRow, type LineColumns } from './order-line-row';
import { TotalsFooter } from './order-totals-footer';
import type { LineToShow } from './save-error-lines';
import type { OrderReferences } from './use-order-references';
import { useVirtualLines } from './use-virtual-lines';

interface DeliveryPanelProps {
  delivery: DeliveryDraft;
  index: number;
  columns: LineColumns;
  references: OrderReferences;
  money: MoneyContext;
  readOnly: boolean;
  /** The delivery's lines changed (the whole delivery, as it was given plus the change). */
  onChange: (delivery: DeliveryDraft) => void;
  /** One of the delivery's own fields or its costs changed: merged into the delivery at `index`. */
  onPatch: (index: number, patch: Partial<DeliveryDraft>) => void;
  /** Shown above the lines (the Spreadsheet Mode toggle). */
  materialsToolbar?: ReactNode;
  /** Shown instead of the lines' list and Add More Materials (the spreadsheet grid). */
  materials?: ReactNode;
  /** Shown after the lines: receiving a placed order's delivery. */
  receiving?: ReactNode;
  /** A line of this delivery to bring into view and focus ("Go to line"), then `onLineShown`. */
  lineToShow?: LineToShow | null;
  onLineShown?: () => void;
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
  const { delivery, index, references, readOnly, onChange, onPatch } = props;
  const patchFields = useCallback(
    (values: Partial<DeliveryDraft>) => onPatch(index, values),
    [onPatch, index],
  );
  const changeCosts = useCallback(
    (costs: DeliveryDraft['costs']) => patchFields({ costs }),
    [patchFields],
  );
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
  const totals = useMemo(() => draftDeliveryTotals(delivery, props.money), [delivery, props.money]);
  // Only the lines around the window are drawn (a line is a form of its own). Not in Spreadsheet
  // Mode, whose grid is virtualised in its own scroller.
  const lines = delivery.lines;
  const keyOf = useCallback(
    (lineIndex: number) => lines[lineIndex]?.key ?? String(lineIndex),
    [lines],
  );
  const virtual = useVirtualLines(props.materials ? 0 : lines.length, keyOf);
  const { lineToShow, onLineShown, materials } = props;
  const { reveal } = virtual;
  useEffect(() => {
    // Spreadsheet Mode's grid shows the line itself.
    if (!lineToShow || materials) return;
    const at = lines.findIndex((line) => line.key === lineToShow.lineKey);
    if (at >= 0) reveal(at);
    onLineShown?.();
  }, [lineToShow, materials, lines, reveal, onLineShown]);

  return (
    <section aria-label={`Delivery ${index}`} data-testid={`delivery-panel-${index}`}>
      <DeliveryFields
        index={index}
        address_id={delivery.address_id}
        address_to={delivery.address_to}
        requested_delivered_at={delivery.requested_delivered_at}
        carrier={delivery.carrier}
        shipping_carrier_id={delivery.shipping_carrier_id}
        instructions={delivery.instructions}
        addresses={references.addresses}
        carriers={references.carriers}
        readOnly={readOnly}
        onPatch={patchFields}
      />
      {delivery.id !== undefined && delivery.lines.length === 0 ? (
        <Alert type="warning" showIcon title={ORDER_MESSAGES.deliveryNotAvailable} />
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
            aria-rowcount={lines.length + 1}
            style={{ '--line-columns': lineColumns(props.columns) } as CSSProperties}
          >
            <div className="order-line order-line-head" role="row" aria-rowindex={1}>
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
            <div role="rowgroup" ref={virtual.rowsRef} onFocus={virtual.onFocus}>
              {virtual.drawn.map(({ index: lineIndex, space }) => {
                const line = lines[lineIndex] as LineDraft;
                return (
                  <Fragment key={line.key}>
                    {space > 0 ? <div aria-hidden style={{ height: space }} /> : null}
                    <OrderLineRow
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
                      measureRef={virtual.measure}
                    />
                  </Fragment>
                );
              })}
              {virtual.after > 0 ? <div aria-hidden style={{ height: virtual.after }} /> : null}
            </div>
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
            costs={delivery.costs}
            deliveryIndex={index}
            taxCodes={props.money.taxCodes}
            locked={readOnly}
            onChange={changeCosts}
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
