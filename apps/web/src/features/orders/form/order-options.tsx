import { Checkbox, Space } from 'antd';

interface OrderOptionsProps {
  hidden: string[];
  canViewCosts: boolean;
  usesCostCodes: boolean;
  onChange: (hidden: string[]) => void;
}

/**
 * §2 the Options drawer (width 378, a count badge on its button): which optional columns the
 * materials show; the badge counts the options changed from the default.
 */
export function OrderOptions({ hidden, canViewCosts, usesCostCodes, onChange }: OrderOptionsProps) {
  const options = [
    ...(canViewCosts ? [{ key: 'costs', label: 'Show costs' }] : []),
    ...(usesCostCodes ? [{ key: 'costCodes', label: 'Show cost codes' }] : []),
  ];
  return (
    <Space direction="vertical" data-testid="order-options-list">
      {options.map((option) => (
        <Checkbox
          key={option.key}
          checked={!hidden.includes(option.key)}
          onChange={(e) =>
            onChange(
              e.target.checked ? hidden.filter((k) => k !== option.key) : [...hidden, option.key],
            )
          }
        >
          {option.label}
        </Checkbox>
      ))}
    </Space>
  );
}
