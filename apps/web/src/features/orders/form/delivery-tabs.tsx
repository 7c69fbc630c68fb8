import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { App, Button, Space } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@laydown/domain';
import { duplicateDelivery, emptyDelivery, type DeliveryDraft } from './order-draft';
import type { LineToShow } from './save-error-lines';

interface DeliveryTabsProps {
  deliveries: DeliveryDraft[];
  readOnly: boolean;
  onChange: (deliveries: DeliveryDraft[]) => void;
  renderPanel: (delivery: DeliveryDraft, index: number) => ReactNode;
  /** A line asked for ("Go to line"): its delivery's tab is selected. */
  lineToShow?: LineToShow | null;
}

/** The tab a key moves to (WAI-ARIA tabs: arrows wrap, Home and End), or null for other keys. */
function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * §2 "Delivery tabs (index starts at 0): add a blank delivery, duplicate one, or remove one with a
 * confirmation." A plain WAI-ARIA tab list (decision 0052): the tablist holds only its tabs, the
 * buttons sit beside it, and the arrow keys move between deliveries.
 */
export function DeliveryTabs(props: DeliveryTabsProps) {
  const { deliveries, readOnly, onChange, renderPanel, lineToShow } = props;
  const { modal } = App.useApp();
  const [activeKey, setActiveKey] = useState(deliveries[0]?.key ?? '');
  useEffect(() => {
    if (lineToShow) setActiveKey(lineToShow.deliveryKey);
  }, [lineToShow]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
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
  // Focus goes back to the tab list (the Remove button may now be disabled).
  const focusSelectedTab = () =>
    tabs.current.find((tab) => tab?.getAttribute('aria-selected') === 'true')?.focus();
  // A modal rather than a popover: it takes the focus, so the keyboard answers it too.
  const confirmRemove = () =>
    void modal.confirm({
      title: ORDER_MESSAGES.deleteItemConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: remove,
      afterClose: focusSelectedTab,
    });
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, activeIndex, deliveries.length);
    if (next === null) return;
    event.preventDefault();
    setActiveKey(deliveries[next]?.key ?? '');
    tabs.current[next]?.focus();
  };

  return (
    <div className="delivery-tabs">
      <div className="delivery-tabs-bar">
        <div
          role="tablist"
          aria-label="Deliveries"
          className="delivery-tab-list"
          onKeyDown={onKeyDown}
        >
          {deliveries.map((delivery, index) => {
            const selected = index === activeIndex;
            return (
              <button
                key={delivery.key}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`delivery-tab-${index}`}
                aria-selected={selected}
                aria-controls="delivery-tabpanel"
                tabIndex={selected ? 0 : -1}
                className="delivery-tab"
                onClick={() => setActiveKey(delivery.key)}
                data-testid={`delivery-tab-${index}`}
              >
                {`Delivery ${index}`}
              </button>
            );
          })}
        </div>
        {readOnly ? null : (
          <Space wrap size="small" className="delivery-tabs-actions">
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
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={deliveries.length <= 1}
              onClick={confirmRemove}
              data-testid="remove-delivery"
            >
              Remove
            </Button>
          </Space>
        )}
      </div>
      {active ? (
        <div
          // Each delivery's panel is its own: nothing typed or focused carries over to another.
          key={active.key}
          role="tabpanel"
          id="delivery-tabpanel"
          aria-labelledby={`delivery-tab-${activeIndex}`}
          className="delivery-tabpanel"
        >
          {renderPanel(active, activeIndex)}
        </div>
      ) : null}
    </div>
  );
}
