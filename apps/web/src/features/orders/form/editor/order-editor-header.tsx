import { memo } from 'react';
import { Badge, Button, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { OrderRecord } from '@laydown/contracts';
import { PageHeader } from '../../../../components/page-header';
import { OrderBadge } from '../../list/order-badge';
import { PackageLink } from '../../../order-packages/package-link';
import { OrderPresence } from '../order-presence';
import { OrderActions } from '../order-actions';
import type { OrderKind } from '../order-draft';
import { OrderMoreActions } from '../order-more-actions';
import type { OrderAction } from '../../../../api/orders';
import type { OrderBusy } from './use-order-record-actions';

/** The page's one H1: the saved order's type and number, else New Order / New RFQ / New Request. */
export function orderEditorTitle(
  record: OrderRecord | null,
  kind: OrderKind,
  asRequest = false,
): string {
  if (record) {
    return `${record.title_type || (record.kind === 'RFQ' ? 'RFQ' : 'Order')} ${record.order_number}`;
  }
  if (asRequest) return 'New Request';
  return kind === 'RFQ' ? 'New RFQ' : 'New Order';
}

interface OrderEditorHeaderProps {
  record: OrderRecord | null;
  title: string;
  dirty: boolean;
  readOnly: boolean;
  /** Another user holds the §4 edit lock. */
  blocked: boolean;
  canViewCosts: boolean;
  canCreateDrafts: boolean;
  busy: OrderBusy;
  saving: boolean;
  hiddenColumns: number;
  onAction: (action: OrderAction) => void;
  onDuplicate: () => void;
  onChanged: (record: OrderRecord) => void;
  onError: (message: string) => void;
  onOpenOptions: () => void;
  onSave: () => void;
}

/**
 * Title, badge and number, then the actions the server allows, Options and Save. Given stable
 * handlers, it does not render again while lines are typed (decision 0101).
 */
export const OrderEditorHeader = memo(function OrderEditorHeader(props: OrderEditorHeaderProps) {
  const { record, dirty } = props;
  return (
    <PageHeader
      title={props.title}
      subtitle={
        record ? (
          <Space wrap>
            <OrderBadge state={record.state} label={record.badge} />
            <OrderPresence orderId={record.id} />
            <span>
              {record.order_number_label}: {record.order_number}
            </span>
            <PackageLink order={record} />
          </Space>
        ) : null
      }
      actions={
        <Space wrap>
          {record ? (
            <OrderActions
              order={record}
              canViewCosts={props.canViewCosts}
              dirty={dirty}
              busy={props.busy}
              lockedByOther={props.blocked}
              onAction={props.onAction}
              onDuplicate={props.canCreateDrafts ? props.onDuplicate : undefined}
            />
          ) : null}
          {record && !props.blocked ? (
            <OrderMoreActions
              order={record}
              dirty={dirty}
              onChanged={props.onChanged}
              onError={props.onError}
            />
          ) : null}
          <Badge count={props.hiddenColumns} size="small">
            <Button
              icon={<FilterOutlined />}
              onClick={props.onOpenOptions}
              data-testid="order-options"
            >
              Options
            </Button>
          </Badge>
          {props.readOnly ? null : (
            <Button
              type="primary"
              loading={props.saving}
              onClick={props.onSave}
              data-testid="order-save"
            >
              Save
            </Button>
          )}
        </Space>
      }
    />
  );
});
