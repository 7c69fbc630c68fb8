import { useState } from 'react';
import { App, Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { fetchOrder } from '../../../api/orders';
import { convertToCommitment, mergeOrders, splitOrder } from '../../../api/order-commands';
import { orderListKeys } from '../../../api/order-list';
import { MergeOrderDialog } from './merge-order-dialog';
import { orderFormPath } from './order-route';
import { SplitOrderDialog } from './split-order-dialog';

interface OrderMoreActionsProps {
  order: OrderRecord;
  dirty: boolean;
  /** This order as the server answers it after a merge or a conversion. */
  onChanged: (order: OrderRecord) => void;
  onError: (message: string) => void;
}

type Command = 'split' | 'merge' | 'convert';

const SAVE_FIRST = 'Save your changes first';

/** 'Ref Number 1008': how an order is named in the answers below. */
const named = (order: OrderRecord) => `${order.order_number_label} ${order.order_number}`;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The actions menu of the order form (§4 order actions split, merge, convert to commitment): each
 * item only when the server's abilities offer it (split and convert_to_commitment from policy.ts,
 * merge from the state machine's `actions` on an order this user may edit). Each asks first, says
 * what it did, and shows its result: a split opens the new order at its address.
 */
export function OrderMoreActions({ order, dirty, onChanged, onError }: OrderMoreActionsProps) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Command | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setOpen(null);
      void queryClient.invalidateQueries({ queryKey: orderListKeys.all });
    } catch (error) {
      setOpen(null);
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const split = (ids: number[]) =>
    run(async () => {
      const answer = await splitOrder(order, ids);
      queryClient.setQueryData(['order', answer.order.id], answer.order);
      queryClient.setQueryData(['order', order.id], answer.source_order);
      onChanged(answer.source_order);
      void message.success(`Split ${count(ids.length, 'material')} into ${named(answer.order)}`);
      void navigate(orderFormPath(answer.order.id));
    });

  const merge = (ids: number[]) =>
    run(async () => {
      onChanged(await mergeOrders(order, ids));
      void message.success(`Merged ${count(ids.length, 'order')} into ${named(order)}`);
    });

  const convert = () =>
    void modal.confirm({
      title: 'Convert this order to a commitment?',
      content: 'Its materials become the lines of a new commitment for its project and vendor.',
      okText: 'Convert to Commitment',
      cancelText: 'Cancel',
      onOk: () =>
        run(async () => {
          const commitment = await convertToCommitment(order.id);
          onChanged(await fetchOrder(order.id));
          void message.success(`Converted to commitment ${commitment.name}`);
        }),
    });

  const items: NonNullable<MenuProps['items']> = [
    order.abilities.split ? { key: 'split', label: 'Split' } : null,
    order.abilities.update && order.abilities.actions.includes('merge')
      ? { key: 'merge', label: 'Merge' }
      : null,
    order.abilities.convert_to_commitment
      ? { key: 'convert', label: 'Convert to Commitment' }
      : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;

  return (
    <>
      <Tooltip title={dirty ? SAVE_FIRST : undefined}>
        <span>
          <Dropdown
            trigger={['click']}
            disabled={dirty}
            menu={{
              items,
              onClick: ({ key }) => (key === 'convert' ? convert() : setOpen(key as Command)),
            }}
          >
            <Button disabled={dirty} loading={busy} data-testid="order-more-actions">
              More actions <DownOutlined />
            </Button>
          </Dropdown>
        </span>
      </Tooltip>
      <SplitOrderDialog
        order={order}
        open={open === 'split'}
        busy={busy}
        onSplit={(ids) => void split(ids)}
        onClose={() => setOpen(null)}
      />
      <MergeOrderDialog
        order={order}
        open={open === 'merge'}
        busy={busy}
        onMerge={(ids) => void merge(ids)}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
