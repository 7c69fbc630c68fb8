import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { AddedFile, DeliveryDraft, OrderDraft, RemovedFile } from '../order-draft';

/** Changes to one delivery and to the attached files, each applied to the draft as it is then. */
export function useDraftChanges(setDraft: Dispatch<SetStateAction<OrderDraft>>) {
  const changeDelivery = useCallback(
    (index: number) => (delivery: DeliveryDraft) =>
      setDraft((current) => ({
        ...current,
        deliveries: current.deliveries.map((d, i) => (i === index ? delivery : d)),
      })),
    [setDraft],
  );
  /** A delivery's own field or costs: merged into the delivery as it is then. */
  const patchDelivery = useCallback(
    (index: number, patch: Partial<DeliveryDraft>) =>
      setDraft((current) => ({
        ...current,
        deliveries: current.deliveries.map((d, i) => (i === index ? { ...d, ...patch } : d)),
      })),
    [setDraft],
  );

  // Uploads finish one by one, each on the draft as it is then.
  const addFile = useCallback(
    (file: AddedFile) => setDraft((c) => ({ ...c, added_files: [...c.added_files, file] })),
    [setDraft],
  );
  const discardFile = useCallback(
    (signedId: string) =>
      setDraft((c) => ({
        ...c,
        added_files: c.added_files.filter((file) => file.signed_id !== signedId),
      })),
    [setDraft],
  );
  const removeFile = useCallback(
    (file: RemovedFile) => setDraft((c) => ({ ...c, removed_files: [...c.removed_files, file] })),
    [setDraft],
  );

  // One object while the draft changes, so the parts given it are not rendered again.
  return useMemo(
    () => ({ changeDelivery, patchDelivery, addFile, discardFile, removeFile }),
    [changeDelivery, patchDelivery, addFile, discardFile, removeFile],
  );
}
