import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES, ORDER_SESSION_MESSAGES as TEXT } from '@laydown/domain';

interface OrderBlockedHeaderProps {
  name: string;
  canUnlock: boolean;
  onUnlock: () => Promise<void>;
}

/**
 * §2 Order-blocked header: who edits the order; with unlocking enabled and can_unlock_order, the
 * 'Unlock order' icon opens 'Confirm Unlock' (the editor loses unsaved changes and is locked out).
 */
export function OrderBlockedHeader({ name, canUnlock, onUnlock }: OrderBlockedHeaderProps) {
  const [confirming, setConfirming] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const confirm = async () => {
    setUnlocking(true);
    try {
      await onUnlock();
    } finally {
      setUnlocking(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Alert
        type="warning"
        showIcon
        role="status"
        data-testid="order-blocked-header"
        title={ORDER_MESSAGES.orderBlocked(name)}
        action={
          canUnlock ? (
            <Button
              icon={<UnlockOutlined />}
              title={ORDER_MESSAGES.unlockOrder}
              aria-label={ORDER_MESSAGES.unlockOrder}
              onClick={() => setConfirming(true)}
              data-testid="order-unlock"
            />
          ) : null
        }
      />
      <Modal
        open={confirming}
        title={ORDER_MESSAGES.confirmUnlock}
        okText={TEXT.unlockButton}
        okButtonProps={{ danger: true, loading: unlocking, 'data-testid': 'order-unlock-confirm' }}
        onOk={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p data-testid="order-unlock-dialog">{TEXT.confirmUnlockBody(name)}</p>
      </Modal>
    </>
  );
}
