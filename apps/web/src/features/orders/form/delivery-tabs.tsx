import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@laydown/domain';
import { duplicateDelivery, emptyDelivery, type DeliveryDraft } from './order-draft';

interface DeliveryTabsProps {
  deliveries: DeliveryDraft[];
  readOnly: boolean;
  onChange: (deliveries: DeliveryDraft[]) => void;
  renderPanel: (delivery: DeliveryDraft, index: number) => ReactNode;
}

/** §2 "Delivery tabs (index starts at 0): add a blank delivery, duplicate one, or remove one with a confirmation." */
export function DeliveryTabs({ deliveries, readOnly, onChange, renderPanel }: DeliveryTabsProps) {
  const [activeKey, setActiveKey] = useState(deliveries[0]?.key ?? '');
  const activeIndex = Math.max(
    0,
    deliveries.findIndex((delivery) => delivery.key === activeKey),
  );
  const active = deliveries[activeIndex];

  const add = (delivery: DeliveryDraft) => {
    onChange([...deliveries, delivery]);
    setActiveKey(delivery.key);
  };
  const remove = () => {
    const next = deliveries.filter((_, i) => i !== activeIndex);
    onChange(next);
    setActiveKey(next[Math.max(0, activeIndex - 1)]?.key ?? '');
  };

  const actions = readOnly ? null : (
    <Space wrap size="small">
      <Button
        icon={<PlusOutlined />}
        onClick={() => add(emptyDelivery())}
        data-testid="add-delivery"
      >
        Add Delivery
      </Button>
      <Button
        icon={<CopyOutlined />}
        disabled={!active}
        onClick={() => active && add(duplicateDelivery(active))}
        data-testid="duplicate-delivery"
      >
        Duplicate
      </Button>
      <Popconfirm
        title={ORDER_MESSAGES.deleteItemConfirm}
        okText="Yes"
        cancelText="No"
        disabled={deliveries.length <= 1}
        onConfirm={remove}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={deliveries.length <= 1}
          data-testid="remove-delivery"
        >
          Remove
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <div className="delivery-tabs">
      <Tabs
        activeKey={active?.key}
        onChange={setActiveKey}
        tabBarExtraContent={{ right: actions }}
        items={deliveries.map((delivery, index) => ({
          key: delivery.key,
          label: <span data-testid={`delivery-tab-${index}`}>{`Delivery ${index}`}</span>,
          children: renderPanel(delivery, index),
        }))}
      />
    </div>
  );
}
