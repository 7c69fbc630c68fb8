import { useEffect, type PointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchOrder } from '../../../api/orders';
import { recordId } from '../../../components/record-id';
import { prefetchOrderReferences } from '../form/use-order-references';

/** Time left to the list's own work before the order form is read ahead. */
const AHEAD_AFTER_MS = 300;

/**
 * An order opens from the list without waiting for what can be read before (issue 11, decision
 * 0098): once the list is shown, the order form's code and its choices are read ahead; when a
 * row is pressed, the order itself is requested before the click navigates (the form's query of
 * ['order', id] then finds it on its way). Returns the handler for the list's rows.
 */
export function useOrderOpenAhead(listShown: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!listShown) return;
    const timer = window.setTimeout(() => {
      void import('../form/order-form-page');
      void prefetchOrderReferences(client).catch(() => undefined);
    }, AHEAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [listShown, client]);

  return (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const row = (event.target as HTMLElement).closest('[data-row-key]');
    const id = recordId(row?.getAttribute('data-row-key'));
    if (id === null) return;
    void client.prefetchQuery({
      queryKey: ['order', id],
      queryFn: ({ signal }) => fetchOrder(id, signal),
    });
  };
}
