import { App, Button, Space, Tooltip } from 'antd';
import { CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderRecord } from '@laydown/contracts';
import { usesBackgroundPdf } from '@laydown/domain';
import { orderPdfUrl, type OrderAction } from '../../../api/orders';
import { MemberPdfButton } from './background-pdf-button';
import { noPricingPath } from './order-route';

interface OrderActionsProps {
  order: OrderRecord;
  canViewCosts: boolean;
  dirty: boolean;
  busy: OrderAction | 'duplicate' | null;
  onAction: (action: OrderAction) => void;
  /** Present for who may create drafts (POST /order/{id}/duplicate's access). */
  onDuplicate?: () => void;
  /** Another user holds the edit lock: no §4 action (the server refuses them too, §2). */
  lockedByOther?: boolean;
}

const SAVE_FIRST = 'Save your changes first';

/**
 * The §4 order actions the server says this user may take now (abilities.actions): Send RFQ (an
 * RFQ only), Place Order, Submit Request (a drafted request), Approve, Restore, Cancel; Duplicate for who may create drafts. Merge,
 * split and convert to commitment join this bar with their screens; the buttons come from the
 * server's list and the calls' declared access, so nothing here decides who may act.
 */
export function OrderActions(props: OrderActionsProps) {
  const { order, canViewCosts, dirty, busy, onAction, onDuplicate } = props;
  const { modal } = App.useApp();
  const allowed = new Set(props.lockedByOther ? [] : order.abilities.actions);
  // A modal rather than a popover: it takes the focus, so the keyboard answers it too.
  const confirmCancel = () =>
    void modal.confirm({
      title: 'Cancel this order?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => onAction('cancel'),
    });
  const lineCount = order.deliveries.reduce((n, d) => n + d.order_materials.length, 0);
  const pdf = usesBackgroundPdf(lineCount) ? (
    <MemberPdfButton orderId={order.id} />
  ) : canViewCosts ? (
    <Button
      icon={<FilePdfOutlined />}
      href={orderPdfUrl(order.id)}
      target="_blank"
      data-testid="order-pdf"
    >
      Download PDF
    </Button>
  ) : (
    // §6 "When can_view_costs is false, users are sent to the no-pricing PO link".
    <Link to={noPricingPath(order.id)} className="ant-btn ant-btn-default" data-testid="order-pdf">
      <FilePdfOutlined /> Download PDF
    </Link>
  );
  /** One action's button; unless `whileDirty`, it waits for the changes to be saved first. */
  const action = (
    name: OrderAction,
    label: string,
    props: { primary?: boolean; danger?: boolean; onClick?: () => void; whileDirty?: boolean } = {},
  ) => {
    if (!allowed.has(name)) return null;
    const blocked = dirty && !props.whileDirty;
    return (
      <Tooltip title={blocked ? SAVE_FIRST : undefined}>
        <Button
          type={props.primary ? 'primary' : 'default'}
          danger={props.danger}
          disabled={blocked}
          loading={busy === name}
          onClick={props.onClick ?? (() => onAction(name))}
          data-testid={`order-${name.replaceAll('_', '-')}`}
        >
          {label}
        </Button>
      </Tooltip>
    );
  };
  return (
    <Space wrap data-testid="order-actions">
      {order.kind === 'RFQ' ? action('send_rfq', 'Send RFQ', { primary: true }) : null}
      {action('place_order', 'Place Order', { primary: order.kind === 'ORDER' })}
      {/* A drafted request goes on as what it is: a quote request for an RFQ, else an order's. */}
      {order.kind === 'RFQ'
        ? action('submit_quote_request', 'Submit Request', { primary: true })
        : action('submit_order_request', 'Submit Request', { primary: true })}
      {action('approve', 'Approve', { primary: true })}
      {action('undiscard', 'Restore as order', { whileDirty: true })}
      {action('cancel', 'Cancel order', { danger: true, onClick: confirmCancel })}
      {onDuplicate ? (
        <Tooltip title={dirty ? SAVE_FIRST : undefined}>
          <Button
            icon={<CopyOutlined />}
            disabled={dirty}
            loading={busy === 'duplicate'}
            onClick={onDuplicate}
            data-testid="order-duplicate"
          >
            Duplicate
          </Button>
        </Tooltip>
      ) : null}
      {pdf}
    </Space>
  );
}
