import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { holdsPermission, newMaterialOffer, type Permission } from '@laydown/domain';
import type { InternalCommentRecord, OrderRecord } from '@laydown/contracts';
import { fetchOrder } from '../../../../api/orders';
import { useCurrentUser } from '../../../../shell/current-user';
import { useOrderEditSession } from '../edit-session/use-order-edit-session';
import { draftOrderTotals, type MoneyContext } from '../draft-totals';
import type { OrderKind } from '../order-draft';
import { useOrderDraft } from '../use-order-draft';
import { useOrderReferences } from '../use-order-references';
import { useOrderSave } from '../use-order-save';
import { useOrderedMaterialSave } from '../use-ordered-material-save';
import { useSpreadsheetMode } from '../spreadsheet/spreadsheet-mode';
import type { LineProblem, LineToShow } from '../save-error-lines';
import { documentKind, useLineColumns } from './line-columns';
import { useDraftChanges } from './use-draft-changes';
import { useOrderRecordActions } from './use-order-record-actions';
import { usePublishVendorAnswers } from '../vendor-answers-context';

export interface OrderEditorInput {
  initial: OrderRecord | OrderKind;
  orderPackageId: number | null;
  /**
   * The company's private order form it is written through (/new_order/{privateFormUrl}): a new
   * order is a request (§5 document kind) and is saved as a drafted request.
   */
  orderFormUrl?: string;
  /** Told whenever the form starts or stops holding unsaved changes (the live reload asks). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Everything the order form holds: the record as last saved, the draft being typed, saving
 * (with the ordered-material question), the §4 edit lock, actions and the columns shown.
 */
export function useOrderEditor(input: OrderEditorInput) {
  const { initial, orderPackageId, orderFormUrl, onDirtyChange } = input;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const references = useOrderReferences();
  const [record, setRecord] = useState<OrderRecord | null>(
    typeof initial === 'string' ? null : initial,
  );
  const { draft, setDraft, update, dirty, reset, discard } = useOrderDraft(initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const [spreadsheet, setSpreadsheet] = useSpreadsheetMode();

  const permitted = (permission: Permission) => holdsPermission(user.user_permissions, permission);
  const canViewCosts = permitted('can_view_costs');
  const settings = references.settings;
  const editable = record !== null && record.abilities.update && !record.locked;
  const now = useMemo(() => new Date(), []);

  const asRequest = record === null && orderFormUrl !== undefined;
  const columns = useLineColumns({
    kind: documentKind(record, draft.kind, asRequest),
    settings,
    canViewCosts,
    hiddenColumns,
  });

  // One object while its parts stay: the totals of a 2,000-line order are computed again only
  // when the lines or these change.
  const taxCodes = settings?.tax_codes ?? false;
  const createdAt = record?.created_at ?? null;
  const money: MoneyContext = useMemo(
    () => ({
      units: references.unitFactors,
      taxRates: references.taxRates,
      taxCodes,
      orderDate: createdAt ? new Date(createdAt) : now,
    }),
    [references.unitFactors, references.taxRates, taxCodes, createdAt, now],
  );
  const totals = useMemo(
    () => draftOrderTotals(draft.deliveries, money),
    [draft.deliveries, money],
  );

  // Whatever the server answered last (a save, an action, the conflict's version) is the form,
  // its baseline and the cached order the page opens with next time.
  const onSaved = useCallback(
    (saved: OrderRecord) => {
      setRecord(saved);
      reset(saved);
      queryClient.setQueryData(['order', saved.id], saved);
    },
    [reset, queryClient],
  );
  const saver = useOrderSave({
    draft,
    record,
    dirty,
    canViewCosts,
    canCreateMaterial: permitted('can_create_new_material'),
    orderPackageId,
    orderFormUrl,
    onSaved,
  });
  const orderedMaterial = useOrderedMaterialSave({
    record,
    draft,
    save: saver.save,
    onSaved,
    canEditCatalogue: permitted('can_edit_material_database'),
    onError: saver.setSaveError,
  });

  // §4 the edit lock: another user's makes the form read-only (decision 0086).
  const recordId = record?.id ?? null;
  const reloadOrder = useCallback(() => {
    if (recordId !== null) void fetchOrder(recordId).then(onSaved, () => undefined);
  }, [recordId, onSaved]);
  const session = useOrderEditSession(editable ? recordId : null, reloadOrder);
  const { markClean } = saver;
  const leaveOrder = useCallback(() => {
    markClean();
    void navigate('/orders');
  }, [markClean, navigate]);
  const readOnly = record !== null && (!editable || session.blocked);
  usePublishVendorAnswers(record, dirty, session.blocked, onSaved);

  // A comment changes neither the document nor its version: the form keeps what is typed.
  const commentsChanged = useCallback(
    (internal_comments: InternalCommentRecord[]) => {
      setRecord((current) => current && { ...current, internal_comments });
      if (recordId !== null) {
        queryClient.setQueryData<OrderRecord>(['order', recordId], (cached) =>
          cached ? { ...cached, internal_comments } : cached,
        );
        void queryClient.invalidateQueries({ queryKey: ['order-history', recordId] });
      }
    },
    [recordId, queryClient],
  );

  const actions = useOrderRecordActions({
    record,
    onSaved,
    markClean,
    onError: saver.setSaveError,
  });
  const changes = useDraftChanges(setDraft);

  // "Go to line" of a refused save: its delivery's tab, then the line, scrolled to and focused.
  const [lineToShow, setLineToShow] = useState<LineToShow | null>(null);
  const goToLine = useCallback(
    ({ deliveryKey, lineKey }: LineProblem) => setLineToShow({ deliveryKey, lineKey }),
    [],
  );
  const lineShown = useCallback(() => setLineToShow(null), []);

  const materialOffer = readOnly
    ? null
    : newMaterialOffer({
        canCreateMaterial: permitted('can_create_new_material'),
        requestsDisabled: user.feature_flags.disable_request_new_material === true,
        state: record?.state ?? null,
      });

  return {
    references,
    settings,
    record,
    asRequest,
    draft,
    update,
    dirty,
    discard,
    hiddenColumns,
    setHiddenColumns,
    spreadsheet,
    setSpreadsheet,
    canViewCosts,
    canCreateDrafts: permitted('can_create_drafts'),
    canUnlock: permitted('can_unlock_order'),
    columns,
    money,
    totals,
    now,
    onSaved,
    saver,
    orderedMaterial,
    session,
    leaveOrder,
    readOnly,
    commentsChanged,
    actions,
    changes,
    materialOffer,
    lineToShow,
    goToLine,
    lineShown,
  };
}

export type OrderEditorState = ReturnType<typeof useOrderEditor>;
