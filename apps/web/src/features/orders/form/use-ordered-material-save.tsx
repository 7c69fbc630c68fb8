import { useCallback, useState } from 'react';
import { App } from 'antd';
import type { OrderRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { useStableHandler } from '../../../components/use-stable-handler';
import { updateMaterial } from '../../../api/materials';
import { fetchOrder } from '../../../api/orders';
import { updateMaterialLines } from '../../../api/order-commands';
import type { OrderDraft } from './order-draft';
import {
  orderedMaterialEdits,
  withSavedText,
  type OrderedMaterialEdit,
} from './ordered-material-edits';
import { OrderedMaterialModal } from './ordered-material-modal';
import type { SaveOptions } from './use-order-save';

interface OrderedMaterialSaveInput {
  record: OrderRecord | null;
  draft: OrderDraft;
  save: (options?: SaveOptions) => Promise<boolean>;
  /** The order as read again once its lines took the catalogue text. */
  onSaved: (record: OrderRecord) => void;
  canEditCatalogue: boolean;
  onError: (message: string) => void;
}

/**
 * Save, asking first when an edited line was already ordered (§2; decision 0083): Cancel goes
 * back to the form; Update only for this Order saves the line as typed (its link to the catalogue
 * cleared, §4); Update for all Orders gives the catalogue material the new text, saves the form
 * with the line as it was (still linked), then brings the lines of this order and of the orders
 * not yet ordered to the catalogue's text and reads this order again.
 */
export function useOrderedMaterialSave(input: OrderedMaterialSaveInput) {
  const { record, draft, save, onSaved, canEditCatalogue, onError } = input;
  const { message } = App.useApp();
  const [pending, setPending] = useState<OrderedMaterialEdit[] | null>(null);
  const [busy, setBusy] = useState(false);

  const requestSave = useStableHandler((options?: SaveOptions) => {
    const edits = orderedMaterialEdits(record, draft);
    if (edits.length === 0) return save(options);
    setPending(edits);
    return Promise.resolve(false);
  });

  const thisOrder = async () => {
    setPending(null);
    await save();
  };

  const allOrders = async (edits: OrderedMaterialEdit[]) => {
    setBusy(true);
    try {
      for (const edit of edits) {
        await updateMaterial(edit.company_material_id, {
          company_material: {
            description: edit.description,
            product_identifier: edit.product_identifier,
          },
        });
      }
      setPending(null);
      if (!record || !(await save({ draft: withSavedText(draft, edits) }))) return;
      const materials = [...new Set(edits.map((edit) => edit.company_material_id))];
      const changed = new Set<number>();
      for (const id of materials) {
        for (const order of await updateMaterialLines(id, record.id)) changed.add(order.id);
      }
      changed.delete(record.id);
      onSaved(await fetchOrder(record.id));
      void message.success(
        `Material updated for all Orders (${changed.size} open order${changed.size === 1 ? '' : 's'} changed)`,
      );
    } catch (error) {
      setPending(null);
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  // Handlers of one identity: the modal is not rendered again on each keystroke in the form.
  const onCancel = useCallback(() => setPending(null), []);
  const onThisOrder = useStableHandler(() => void thisOrder());
  const onAllOrders = useStableHandler(() => pending && void allOrders(pending));
  const modal = (
    <OrderedMaterialModal
      open={pending !== null}
      busy={busy}
      canUpdateAll={canEditCatalogue}
      onCancel={onCancel}
      onThisOrder={onThisOrder}
      onAllOrders={onAllOrders}
    />
  );
  return { requestSave, modal };
}
