import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderRecord } from '@laydown/contracts';
import { errorMessage } from '../../../../api/api-error';
import { useStableHandler } from '../../../../components/use-stable-handler';
import { duplicateOrder, takeOrderAction, type OrderAction } from '../../../../api/orders';
import { orderFormPath } from '../order-route';

export type OrderBusy = OrderAction | 'duplicate' | null;

interface RecordActionsInput {
  record: OrderRecord | null;
  onSaved: (saved: OrderRecord) => void;
  markClean: () => void;
  onError: (message: string) => void;
}

/** The header's §4 actions on a saved order (send, approve, ...) and Duplicate (stable handlers). */
export function useOrderRecordActions({ record, onSaved, markClean, onError }: RecordActionsInput) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<OrderBusy>(null);

  const act = useStableHandler(async (action: OrderAction) => {
    if (!record) return;
    setBusy(action);
    try {
      onSaved(await takeOrderAction(action, record));
      markClean();
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  });

  // The copy opens at its own address; this order stays as it was saved.
  const duplicate = useStableHandler(async () => {
    if (!record) return;
    setBusy('duplicate');
    try {
      const copy = await duplicateOrder(record.id);
      queryClient.setQueryData(['order', copy.id], copy);
      void message.success(`Duplicated as ${copy.order_number_label} ${copy.order_number}`);
      void navigate(orderFormPath(copy.id));
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  });

  return { busy, act, duplicate };
}
