import { App, Input, InputNumber, Select, Tag } from 'antd';
import {
  ORDER_MESSAGES,
  VENDOR_RESPONSE_LABELS,
  VENDOR_RESPONSE_TYPES,
  type VendorResponseType,
} from '@laydown/domain';
import type { VendorLineRecord } from '@laydown/contracts';
import type { LineAnswerDraft } from './line-answer';

interface Props {
  line: VendorLineRecord;
  draft: LineAnswerDraft;
  units: { id: number; name: string }[];
  /** An RFQ: the vendor prices every line; on an order a price needs Changed Price. */
  rfq: boolean;
  disabled: boolean;
  onChange: (next: LineAnswerDraft) => void;
}

/**
 * procurement-core §2 the vendor response editor column: the response type tags, a new price input
 * when Changed Price is chosen (on an RFQ, the line's price), a notes input when any response or
 * note exists; Changed Units makes quantity and unit editable (§6) and, once saved, stays (§8).
 */
export function VendorResponseEditor({ line, draft, units, rfq, disabled, onChange }: Props) {
  const { message } = App.useApp();
  const savedUnits = line.vendor_response.includes('CHANGED_UNITS');
  const has = (type: VendorResponseType) => draft.vendor_response.includes(type);
  const toggle = (type: VendorResponseType, checked: boolean) => {
    if (!checked && type === 'CHANGED_UNITS' && savedUnits) {
      void message.warning(ORDER_MESSAGES.changedUnitsRemoval);
      return;
    }
    const vendor_response = checked
      ? [...draft.vendor_response, type]
      : draft.vendor_response.filter((t) => t !== type);
    onChange({ ...draft, vendor_response });
  };
  const showPrice = rfq || has('CHANGED_PRICE');
  const showNote = draft.vendor_response.length > 0 || draft.vendor_note !== '';
  const changedUnits = has('CHANGED_UNITS');
  const label = (text: string) => `${text} for ${line.description}`;
  return (
    <div className="vendor-response" data-testid="vendor-response-editor">
      <div className="vendor-response__tags" role="group" aria-label={label('Responses')}>
        {VENDOR_RESPONSE_TYPES.map((type) => (
          <Tag.CheckableTag
            key={type}
            checked={has(type)}
            onChange={(checked) => (disabled ? undefined : toggle(type, checked))}
            aria-disabled={disabled}
            data-testid={`response-${type}`}
          >
            {VENDOR_RESPONSE_LABELS[type]}
          </Tag.CheckableTag>
        ))}
      </div>
      {changedUnits ? (
        <div className="vendor-response__row">
          <InputNumber<string>
            aria-label={label('Quantity')}
            stringMode
            min="0"
            value={draft.quantity}
            disabled={disabled}
            onChange={(value) => onChange({ ...draft, quantity: value ?? '' })}
            data-testid="vendor-quantity"
          />
          <Select<number>
            aria-label={label('Unit')}
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.unit_id ?? undefined}
            disabled={disabled}
            onChange={(unit_id) => onChange({ ...draft, unit_id })}
            options={units.map((u) => ({ value: u.id, label: u.name }))}
            style={{ minWidth: 110 }}
            data-testid="vendor-unit"
          />
        </div>
      ) : null}
      {showPrice ? (
        <InputNumber<string>
          aria-label={label(rfq ? 'Unit cost' : 'New price')}
          placeholder={rfq ? 'Unit cost' : 'New price'}
          prefix="$"
          stringMode
          min="0"
          value={draft.unit_cost || null}
          disabled={disabled}
          onChange={(value) => onChange({ ...draft, unit_cost: value ?? '' })}
          style={{ width: '100%' }}
          data-testid="vendor-price"
        />
      ) : null}
      {showNote ? (
        <Input
          aria-label={label('Notes')}
          placeholder="Notes"
          value={draft.vendor_note}
          maxLength={2000}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, vendor_note: event.target.value })}
          data-testid="vendor-note"
        />
      ) : null}
    </div>
  );
}
