import { useCallback, type Dispatch, type SetStateAction } from 'react';
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

  return { changeDelivery, addFile, discardFile, removeFile };
}
