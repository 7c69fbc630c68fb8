import { memo } from 'react';
import { Input, Select } from 'antd';
import type { DeliveryDraft } from './order-draft';
import type { OrderReferences } from './use-order-references';

/** The delivery's own fields: what DeliveryFields shows and edits. */
export type DeliveryFieldValues = Pick<
  DeliveryDraft,
  | 'address_id'
  | 'address_to'
  | 'requested_delivered_at'
  | 'carrier'
  | 'shipping_carrier_id'
  | 'instructions'
>;

interface DeliveryFieldsProps extends DeliveryFieldValues {
  index: number;
  addresses: OrderReferences['addresses'];
  carriers: OrderReferences['carriers'];
  readOnly: boolean;
  onPatch: (patch: Partial<DeliveryDraft>) => void;
}

/** Carrier choices (§2): the two defaults, then the company's active carriers. */
function carrierOptions(carriers: OrderReferences['carriers']) {
  const defaults = (carriers?.defaults ?? []).map((name) => ({
    value: `default:${name}`,
    label: name,
  }));
  const own = (carriers?.records ?? [])
    .filter((carrier) => carrier.active)
    .map((carrier) => ({ value: `carrier:${carrier.id}`, label: carrier.name }));
  return [...defaults, ...own];
}

function carrierValue(values: DeliveryFieldValues): string | undefined {
  if (values.shipping_carrier_id !== null) return `carrier:${values.shipping_carrier_id}`;
  return values.carrier ? `default:${values.carrier}` : undefined;
}

/**
 * Where and when a delivery goes: address, attn, requested date, carrier, instructions. Given
 * only these values, it does not render again when a line of the delivery changes (decision 0101).
 */
export const DeliveryFields = memo(function DeliveryFields(props: DeliveryFieldsProps) {
  const { index, readOnly, onPatch } = props;
  const id = (field: string) => `delivery-${index}-${field}`;
  return (
    <div className="delivery-fields">
      <div className="order-field">
        <label htmlFor={id('address')}>Address</label>
        <Select
          id={id('address')}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          disabled={readOnly}
          value={props.address_id ?? undefined}
          options={props.addresses.map((address) => ({
            value: address.id,
            label: address.nickname
              ? `${address.nickname} (${address.address_line_1})`
              : address.address_line_1,
          }))}
          onChange={(address_id?: number) => onPatch({ address_id: address_id ?? null })}
          data-testid={id('address')}
        />
      </div>
      <div className="order-field">
        <label htmlFor={id('attn')}>Attn</label>
        <Input
          id={id('attn')}
          disabled={readOnly}
          value={props.address_to}
          onChange={(e) => onPatch({ address_to: e.target.value })}
        />
      </div>
      <div className="order-field">
        <label htmlFor={id('date')}>Requested delivery date</label>
        <Input
          id={id('date')}
          type="date"
          disabled={readOnly}
          value={props.requested_delivered_at}
          onChange={(e) => onPatch({ requested_delivered_at: e.target.value })}
          data-testid={id('date')}
        />
      </div>
      <div className="order-field">
        <label htmlFor={id('carrier')}>Carrier</label>
        <Select
          id={id('carrier')}
          allowClear
          disabled={readOnly}
          value={carrierValue(props)}
          options={carrierOptions(props.carriers)}
          onChange={(value?: string) => {
            if (!value) return onPatch({ carrier: null, shipping_carrier_id: null });
            const [kind, rest] = value.split(/:(.*)/s) as [string, string];
            onPatch(
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
          value={props.instructions}
          onChange={(e) => onPatch({ instructions: e.target.value })}
        />
      </div>
    </div>
  );
});
