import { App, Button, Space, Tooltip } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderRecord } from '@laydown/contracts';
import { orderPdfUrl, type OrderAction } from '../../../api/orders';
import { noPricingPath } from './order-route';

interface OrderActionsProps {
  order: OrderRecord;
  canViewCosts: boolean;
  dirty: boolean;
  busy: OrderAction | null;
  onAction: (action: OrderAction) => void;
}

const SAVE_FIRST = 'Save your changes first';

/**
 * The §4 order actions the server says this user may take now (abilities.actions). Merge, split,
 * duplicate and convert to commitment join this bar when their calls land; the buttons come from
 * the same list, so nothing here decides who may act.
 */
export function OrderActions({ order, canViewCosts, dirty, busy, onAction }: OrderActionsProps) {
  const { modal } = App.useApp();
  const allowed = new Set(order.abilities.actions);
  // A modal rather than a popover: it takes the focus, so the keyboard answers it too.
  const confirmCancel = () =>
    void modal.confirm({
      title: 'Cancel this order?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => onAction('cancel'),
    });
  const pdf = canViewCosts ? (
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
  return (
    <Space wrap data-testid="order-actions">
      {allowed.has('approve') ? (
        <Tooltip title={dirty ? SAVE_FIRST : undefined}>
          <Button
            type="primary"
            disabled={dirty}
            loading={busy === 'approve'}
            onClick={() => onAction('approve')}
            data-testid="order-approve"
          >
            Approve
          </Button>
        </Tooltip>
      ) : null}
      {allowed.has('undiscard') ? (
        <Button
          loading={busy === 'undiscard'}
          onClick={() => onAction('undiscard')}
          data-testid="order-undiscard"
        >
          Restore as order
        </Button>
      ) : null}
      {allowed.has('cancel') ? (
        <Tooltip title={dirty ? SAVE_FIRST : undefined}>
          <Button
            danger
            disabled={dirty}
            loading={busy === 'cancel'}
            onClick={confirmCancel}
            data-testid="order-cancel"
          >
            Cancel order
          </Button>
        </Tooltip>
      ) : null}
      {pdf}
    </Space>
  );
}
