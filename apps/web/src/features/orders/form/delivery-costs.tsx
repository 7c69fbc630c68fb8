import { memo, useState } from 'react';
import { Button, Dropdown, Input, Tooltip } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DELIVERY_COST_TYPES,
  addableCostTypes,
  costEditable,
  deliveryCostProblem,
  type DeliveryCostType,
} from '@laydown/domain';
import type { DeliveryDraft } from './order-draft';

const COST_LABELS: Record<DeliveryCostType, string> = {
  discount: 'Discount',
  shipping: 'Shipping',
  other: 'Other',
  tax: 'Tax',
};

interface DeliveryCostsProps {
  costs: DeliveryDraft['costs'];
  deliveryIndex: number;
  taxCodes: boolean;
  locked: boolean;
  onChange: (costs: DeliveryDraft['costs']) => void;
}

/**
 * §5 delivery costs: Add Cost offers a type only when not already present (never tax under the
 * tax_codes flag); a non-numeric value is outlined in red; tax is neither edited nor removed
 * under that flag.
 */
export const DeliveryCosts = memo(function DeliveryCosts({
  costs,
  deliveryIndex,
  taxCodes,
  locked,
  onChange,
}: DeliveryCostsProps) {
  // The cost just added from the menu takes the focus, so its amount is typed next.
  const [added, setAdded] = useState<DeliveryCostType | null>(null);
  const present = DELIVERY_COST_TYPES.filter((type) => costs[type] !== undefined);
  const addable = locked ? [] : addableCostTypes(present, { tax_codes: taxCodes });
  const set = (type: DeliveryCostType, value: string | undefined) => {
    const next = { ...costs };
    if (value === undefined) delete next[type];
    else next[type] = value;
    onChange(next);
  };
  return (
    <div className="delivery-costs" data-testid={`delivery-costs-${deliveryIndex}`}>
      {present.map((type) => {
        const editable = costEditable(type, { tax_codes: taxCodes, locked });
        const value = costs[type] ?? '';
        const problem = deliveryCostProblem(value);
        return (
          <div key={type} className="delivery-cost-row">
            <label htmlFor={`cost-${deliveryIndex}-${type}`}>{COST_LABELS[type]}</label>
            <Input
              id={`cost-${deliveryIndex}-${type}`}
              prefix="$"
              inputMode="decimal"
              value={value}
              autoFocus={type === added}
              disabled={!editable}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              title={problem ?? undefined}
              onChange={(e) => set(type, e.target.value)}
              data-testid={`delivery-cost-${deliveryIndex}-${type}`}
            />
            {editable ? (
              <Tooltip title={`Remove ${COST_LABELS[type]}`}>
                <Button
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={`Remove ${COST_LABELS[type]}`}
                  onClick={() => set(type, undefined)}
                />
              </Tooltip>
            ) : null}
          </div>
        );
      })}
      {addable.length > 0 ? (
        <Dropdown
          trigger={['click']}
          // The menu takes the focus when it opens, so the arrow keys and Enter choose a cost.
          autoFocus
          menu={{
            items: addable.map((type) => ({ key: type, label: COST_LABELS[type] })),
            onClick: ({ key }) => {
              set(key as DeliveryCostType, '');
              setAdded(key as DeliveryCostType);
            },
          }}
        >
          <Button icon={<PlusOutlined />} data-testid={`add-cost-${deliveryIndex}`}>
            Add Cost
          </Button>
        </Dropdown>
      ) : null}
    </div>
  );
});
