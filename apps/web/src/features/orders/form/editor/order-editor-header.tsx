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
import type { OrderEditorState } from './use-order-editor';

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
  editor: OrderEditorState;
  title: string;
  onOpenOptions: () => void;
}

/** Title, badge and number, then the actions the server allows, Options and Save. */
export function OrderEditorHeader({ editor, title, onOpenOptions }: OrderEditorHeaderProps) {
  const { record, session, saver, actions, dirty } = editor;
  return (
    <PageHeader
      title={title}
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
              canViewCosts={editor.canViewCosts}
              dirty={dirty}
              busy={actions.busy}
              lockedByOther={session.blocked}
              onAction={(action) => void actions.act(action)}
              onDuplicate={editor.canCreateDrafts ? () => void actions.duplicate() : undefined}
            />
          ) : null}
          {record && !session.blocked ? (
            <OrderMoreActions
              order={record}
              dirty={dirty}
              onChanged={editor.onSaved}
              onError={saver.setSaveError}
            />
          ) : null}
          <Badge count={editor.hiddenColumns.length} size="small">
            <Button icon={<FilterOutlined />} onClick={onOpenOptions} data-testid="order-options">
              Options
            </Button>
          </Badge>
          {editor.readOnly ? null : (
            <Button
              type="primary"
              loading={saver.saving}
              onClick={() => void editor.orderedMaterial.requestSave()}
              data-testid="order-save"
            >
              Save
            </Button>
          )}
        </Space>
      }
    />
  );
}
