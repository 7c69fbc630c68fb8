import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { liveChannels, type LivePayload, type OrderRecord } from '@laydown/contracts';
import { ORDER_LIVE_MESSAGES as M } from '@laydown/domain';
import { fetchOrder } from '../../../api/orders';
import { useLiveChannel } from '../../../api/use-live-channel';
import { useCurrentUser } from '../../../shell/current-user';

export interface OrderLive {
  /** Changes when the form must start again from the stored order (the editor's key). */
  reloadKey: number;
  /** The order-changed modal, to render beside the form. */
  modal: ReactNode;
  /** The editor says whether it holds unsaved changes (a reload would lose them). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * procurement-core §4 'Live messages for the open order' (decision 0085): a `refresh` on
 * order:contractor:{id} from the same user reloads the order; from another user it shows the
 * order-changed modal (reload, or keep editing: a later save then meets the version conflict).
 * A refresh for the version already shown (this tab's own save) changes nothing.
 */
export function useOrderLive(orderId: number | null): OrderLive {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [reloadKey, setReloadKey] = useState(0);
  const [changed, setChanged] = useState<{ order: OrderRecord; mine: boolean } | null>(null);
  const dirty = useRef(false);

  const show = (order: OrderRecord) => {
    queryClient.setQueryData(['order', order.id], order);
    setChanged(null);
    setReloadKey((key) => key + 1);
  };

  const onRefresh = async (id: number, payload: LivePayload) => {
    void queryClient.invalidateQueries({ queryKey: ['order-history', id] });
    const fresh = await fetchOrder(id);
    // Read after the fetch: this tab's own save, answered meanwhile, has put its version there.
    const known = queryClient.getQueryData<OrderRecord>(['order', id]);
    if (known && fresh.version <= known.version) return;
    const mine = payload.by_user_id === user.id;
    // The same user's save elsewhere reloads, unless this form holds unsaved changes: nothing
    // typed is lost without asking (issue 9).
    if (mine && !dirty.current) show(fresh);
    else setChanged({ order: fresh, mine });
  };

  useLiveChannel(orderId === null ? null : liveChannels.orderContractor(orderId), (payload) => {
    if (payload.type !== 'refresh' || orderId === null) return;
    // A failed read leaves the form as it is; the next save meets any conflict.
    onRefresh(orderId, payload).catch(() => undefined);
  });

  const modal = (
    <Modal
      open={changed !== null}
      title={M.changedTitle}
      onCancel={() => setChanged(null)}
      mask={{ closable: false }}
      data-testid="order-changed-modal"
      footer={[
        <Button key="keep" onClick={() => setChanged(null)} data-testid="order-changed-keep">
          {M.keepEditing}
        </Button>,
        <Button
          key="reload"
          type="primary"
          onClick={() => changed && show(changed.order)}
          data-testid="order-changed-reload"
        >
          {M.reload}
        </Button>,
      ]}
    >
      {changed?.mine ? M.changedElsewhere : M.changedByOther}
    </Modal>
  );
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  return { reloadKey, modal, onDirtyChange };
}
