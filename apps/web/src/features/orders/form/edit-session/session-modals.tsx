import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { ORDER_SESSION_MESSAGES as TEXT, ORDER_SESSION_TIMINGS } from '@laydown/domain';
import type { SessionModal } from './session-state';

interface SessionModalsProps {
  modal: SessionModal | null;
  onClose: () => void;
  /** Leaves the order's screen (the Expired modal, at the end of its countdown). */
  onLeave: () => void;
}

/** §2 / access-and-platform §4: the Blocked, Released, Expired and Unlocked modals. */
export function SessionModals({ modal, onClose, onLeave }: SessionModalsProps) {
  if (modal?.kind === 'expired') return <ExpiredModal onLeave={onLeave} />;
  const content = modal ? MODALS[modal.kind](modal.name) : null;
  return (
    <Modal
      open={content !== null}
      title={content?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="order-session-ok">
          {TEXT.ok}
        </Button>
      }
    >
      <p data-testid={modal ? `order-session-${modal.kind}` : undefined}>{content?.body}</p>
    </Modal>
  );
}

const MODALS = {
  blocked: (name: string | null) => ({
    title: TEXT.blockedTitle,
    body: TEXT.blocked(name ?? ''),
  }),
  released: (name: string | null) => ({ title: TEXT.releasedTitle, body: TEXT.released(name) }),
  unlocked: (name: string | null) => ({ title: TEXT.unlockedTitle, body: TEXT.unlocked(name) }),
};

/** §9 Order-blocked expiry countdown 120 s, then the user leaves the screen. */
function ExpiredModal({ onLeave }: { onLeave: () => void }) {
  const [left, setLeft] = useState<number>(ORDER_SESSION_TIMINGS.expiryCountdownSeconds);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onLeave();
  }, [left, onLeave]);
  return (
    <Modal
      open
      title={TEXT.expiredTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onLeave} data-testid="order-session-leave">
          {TEXT.leaveNow}
        </Button>
      }
    >
      <p aria-live="polite" data-testid="order-session-expired">
        {TEXT.expired(left)}
      </p>
    </Modal>
  );
}
