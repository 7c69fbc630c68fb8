import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { OrderRecord } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../../api/api-error';
import { createOrder, fetchOrder, updateOrder } from '../../../api/orders';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import {
  createRequest,
  linesWithoutMaterial,
  linesWithoutMaterialMessage,
  updateRequest,
  type OrderDraft,
} from './order-draft';
import { orderFormPath } from './order-route';
import { lineProblems, type LineProblem } from './save-error-lines';

export interface SaveOptions {
  /** Save on top of this version (the person chose to overwrite a conflicting save). */
  overVersion?: number;
  /** Stay where the person is going: the unsaved-changes guard's Save and Leave. */
  stay?: boolean;
  /** Send this instead of the form as it is (the form's lines re-linked to their material). */
  draft?: OrderDraft;
}

interface OrderSaveInput {
  draft: OrderDraft;
  record: OrderRecord | null;
  dirty: boolean;
  canViewCosts: boolean;
  /** can_create_new_material: without it a line needs a catalogue material (§5). */
  canCreateMaterial: boolean;
  orderPackageId: number | null;
  /** The private order form it is written through (a new drafted request, §2). */
  orderFormUrl?: string;
  /** The saved record: it becomes the form and its baseline. */
  onSaved: (record: OrderRecord) => void;
}

/**
 * Saving the order form: POST a new order (then its address, /order/{id}), PATCH a saved one on
 * top of the version it was opened at. A 409 stale_version keeps every typed value and holds the
 * order as it is now stored, for the conflict panel. The form is registered with the app's one
 * unsaved-changes guard here, and marked clean before it moves to the new order's address so the
 * guard does not stop that move.
 */
export function useOrderSave(input: OrderSaveInput) {
  const { draft, record, canViewCosts, canCreateMaterial, orderPackageId, orderFormUrl, onSaved } =
    input;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The lines a refused save names, so the form can say which and take the person there. */
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [conflict, setConflict] = useState<OrderRecord | null>(null);

  const latestSave = useRef<(options?: SaveOptions) => Promise<boolean>>(() =>
    Promise.resolve(false),
  );
  const saveForGuard = useCallback(() => latestSave.current({ stay: true }), []);
  const { markClean } = useUnsavedChanges(input.dirty, saveForGuard);

  const save = useCallback(
    async (options: SaveOptions = {}): Promise<boolean> => {
      const sent = options.draft ?? draft;
      if (sent.project_id === null) {
        setSaveError('Please select one Project');
        return false;
      }
      const unsaveable = linesWithoutMaterial(sent, canCreateMaterial);
      if (unsaveable.length > 0) {
        setSaveError(linesWithoutMaterialMessage(unsaveable));
        return false;
      }
      setSaving(true);
      setSaveError(null);
      setProblems([]);
      try {
        const saved = record
          ? await updateOrder(
              record.id,
              updateRequest(sent, {
                canViewCosts,
                version: options.overVersion ?? record.version,
              }),
            )
          : await createOrder(createRequest(sent, { canViewCosts, orderPackageId, orderFormUrl }));
        setConflict(null);
        onSaved(saved);
        markClean();
        void message.success(
          record ? 'Order saved' : orderFormUrl ? 'Request created' : 'Order created',
        );
        if (!record && !options.stay) void navigate(orderFormPath(saved.id), { replace: true });
        return true;
      } catch (error) {
        if (record && isApiError(error) && error.code === 'stale_version') {
          // Keep every typed value: only the conflict is shown; the person decides.
          const current = await fetchOrder(record.id).catch(() => null);
          if (current) setConflict(current);
          else setSaveError(errorMessage(error));
        } else {
          setSaveError(errorMessage(error));
          if (isApiError(error)) setProblems(lineProblems(sent, error.fields));
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [
      draft,
      record,
      canViewCosts,
      canCreateMaterial,
      orderPackageId,
      orderFormUrl,
      onSaved,
      markClean,
      message,
      navigate,
    ],
  );
  useEffect(() => {
    latestSave.current = save;
  }, [save]);
  // Another action's error replaces a save's: the lines it named are no longer what is shown.
  const showError = useCallback((text: string | null) => {
    setSaveError(text);
    setProblems([]);
  }, []);

  return {
    save,
    saving,
    saveError,
    setSaveError: showError,
    problems,
    conflict,
    clearConflict: useCallback(() => setConflict(null), []),
    markClean,
  };
}
