import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Drawer, Badge, Space, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { FilterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  DRAWER_WIDTH,
  canUnlockOrder,
  holdsPermission,
  newMaterialOffer,
  requiredLineFields,
  type DocumentKind,
} from '@laydown/domain';
import type { InternalCommentRecord, OrderRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { duplicateOrder, fetchOrder, takeOrderAction, type OrderAction } from '../../../api/orders';
import { PageHeader } from '../../../components/page-header';
import { StickySaveBar } from '../../../components/sticky-save-bar';
import { useCurrentUser } from '../../../shell/current-user';
import { OrderBadge } from '../list/order-badge';
import { PackageLink } from '../../order-packages/package-link';
import { DeliveryPanel } from './delivery-panel';
import { DeliveryReceiving } from './delivery-receiving';
import { DeliveryTabs } from './delivery-tabs';
import { draftOrderTotals, type MoneyContext } from './draft-totals';
import { ConflictAlert } from './order-conflict';
import { OrderActions } from './order-actions';
import { OrderMoreActions } from './order-more-actions';
import { OrderComments } from './order-comments';
import { OrderAttachments } from './order-attachments';
import { NewMaterialProvider } from './new-material';
import { usePublishVendorAnswers } from './vendor-answers-context';
import type { AddedFile, DeliveryDraft, OrderKind, RemovedFile } from './order-draft';
import { OrderHeaderFields } from './order-header-fields';
import { OrderHistory } from './order-history';
import { VendorLinksSection } from '../../vendor-links/vendor-links-section';
import { OrderOptions } from './order-options';
import { OrderPresence } from './order-presence';
import { TotalsFooter } from './order-totals-footer';
import { OrderBlockedHeader } from './edit-session/order-blocked-header';
import { SessionModals } from './edit-session/session-modals';
import { useOrderEditSession } from './edit-session/use-order-edit-session';
import { useOrderDraft } from './use-order-draft';
import { useOrderReferences } from './use-order-references';
import { useOrderSave } from './use-order-save';
import { useOrderedMaterialSave } from './use-ordered-material-save';
import { orderFormPath } from './order-route';
import type { LineColumns } from './order-line-row';
import {
  SpreadsheetMaterials,
  SpreadsheetToggle,
  useSpreadsheetMode,
} from './spreadsheet/spreadsheet-mode';

interface OrderEditorProps {
  initial: OrderRecord | OrderKind;
  orderPackageId: number | null;
  /** Told whenever the form starts or stops holding unsaved changes (the live reload asks). */
  onDirtyChange?: (dirty: boolean) => void;
}

const REQUEST_STATES = new Set(['DRAFTED_REQUEST', 'REQUESTED', 'APPROVED']);

/** §5 "configured per document kind (order, quote, request)". */
function documentKind(record: OrderRecord | null, kind: OrderKind): DocumentKind {
  if (record && REQUEST_STATES.has(record.state)) return 'REQUEST';
  return kind === 'RFQ' ? 'QUOTE' : 'ORDER';
}

export function OrderEditor({ initial, orderPackageId, onDirtyChange }: OrderEditorProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const references = useOrderReferences();
  const [record, setRecord] = useState<OrderRecord | null>(
    typeof initial === 'string' ? null : initial,
  );
  const { draft, setDraft, update, dirty, reset, discard } = useOrderDraft(initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [busy, setBusy] = useState<OrderAction | 'duplicate' | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const [spreadsheet, setSpreadsheet] = useSpreadsheetMode();

  const canViewCosts = holdsPermission(user.user_permissions, 'can_view_costs');
  const settings = references.settings;
  const editable = record !== null && record.abilities.update && !record.locked;
  const now = useMemo(() => new Date(), []);

  const columns: LineColumns = useMemo(() => {
    const kind = documentKind(record, draft.kind);
    const required = settings
      ? requiredLineFields(kind, {
          configured: settings.required_line_fields[kind],
          uses_cost_codes: settings.uses_cost_codes,
          tax_codes: settings.tax_codes,
        })
      : [];
    return {
      costs: canViewCosts && !hiddenColumns.includes('costs'),
      costCodes: (settings?.uses_cost_codes ?? false) && !hiddenColumns.includes('costCodes'),
      taxCodes: (settings?.tax_codes ?? false) && canViewCosts,
      required: new Set(required),
    };
  }, [record, draft.kind, settings, canViewCosts, hiddenColumns]);

  const money: MoneyContext = {
    units: references.unitFactors,
    taxRates: references.taxRates,
    taxCodes: settings?.tax_codes ?? false,
    orderDate: record ? new Date(record.created_at) : now,
  };

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
  const { save, saving, saveError, setSaveError, conflict, clearConflict, markClean } =
    useOrderSave({ draft, record, dirty, canViewCosts, orderPackageId, onSaved });
  const orderedMaterial = useOrderedMaterialSave({
    record,
    draft,
    save,
    onSaved,
    canEditCatalogue: holdsPermission(user.user_permissions, 'can_edit_material_database'),
    onError: setSaveError,
  });

  // §4 the edit lock: another user's makes the form read-only (decision 0086).
  const recordId = record?.id ?? null;
  const reloadOrder = useCallback(() => {
    if (recordId !== null) void fetchOrder(recordId).then(onSaved, () => undefined);
  }, [recordId, onSaved]);
  const session = useOrderEditSession(editable ? recordId : null, reloadOrder);
  const leaveOrder = useCallback(() => {
    markClean();
    void navigate('/orders');
  }, [markClean, navigate]);
  const readOnly = record !== null && (!editable || session.blocked);
  usePublishVendorAnswers(record, dirty, session.blocked, onSaved);

  // A comment changes neither the document nor its version: the form keeps what is typed.
  const commentsChanged = (internal_comments: InternalCommentRecord[]) => {
    setRecord((current) => current && { ...current, internal_comments });
    if (record) {
      queryClient.setQueryData<OrderRecord>(['order', record.id], (cached) =>
        cached ? { ...cached, internal_comments } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: ['order-history', record.id] });
    }
  };

  const act = async (action: OrderAction) => {
    if (!record) return;
    setBusy(action);
    try {
      onSaved(await takeOrderAction(action, record));
      markClean();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  // The copy opens at its own address; this order stays as it was saved.
  const duplicate = async () => {
    if (!record) return;
    setBusy('duplicate');
    try {
      const copy = await duplicateOrder(record.id);
      queryClient.setQueryData(['order', copy.id], copy);
      void message.success(`Duplicated as ${copy.order_number_label} ${copy.order_number}`);
      void navigate(orderFormPath(copy.id));
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

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

  if (references.loading) return <Spin />;
  const title = record
    ? `${record.title_type || (record.kind === 'RFQ' ? 'RFQ' : 'Order')} ${record.order_number}`
    : draft.kind === 'RFQ'
      ? 'New RFQ'
      : 'New Order';
  const totals = draftOrderTotals(draft.deliveries, money);
  const optionCount = hiddenColumns.length;
  const materialOffer = readOnly
    ? null
    : newMaterialOffer({
        canCreateMaterial: holdsPermission(user.user_permissions, 'can_create_new_material'),
        requestsDisabled: user.feature_flags.disable_request_new_material === true,
        state: record?.state ?? null,
      });

  return (
    <div className="order-form" data-testid="order-form">
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
                canViewCosts={canViewCosts}
                dirty={dirty}
                busy={busy}
                lockedByOther={session.blocked}
                onAction={(action) => void act(action)}
                onDuplicate={
                  holdsPermission(user.user_permissions, 'can_create_drafts')
                    ? () => void duplicate()
                    : undefined
                }
              />
            ) : null}
            {record && !session.blocked ? (
              <OrderMoreActions
                order={record}
                dirty={dirty}
                onChanged={onSaved}
                onError={setSaveError}
              />
            ) : null}
            <Badge count={optionCount} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setOptionsOpen(true)}
                data-testid="order-options"
              >
                Options
              </Button>
            </Badge>
            {readOnly ? null : (
              <Button
                type="primary"
                loading={saving}
                onClick={() => void orderedMaterial.requestSave()}
                data-testid="order-save"
              >
                Save
              </Button>
            )}
          </Space>
        }
      />
      {session.blocked && session.state.owner ? (
        <OrderBlockedHeader
          name={session.state.owner.name}
          canUnlock={canUnlockOrder({
            permitted: holdsPermission(user.user_permissions, 'can_unlock_order'),
            unlockEnabled: settings?.order_unlock_enabled ?? false,
          })}
          onUnlock={session.unlock}
        />
      ) : null}
      <SessionModals modal={session.state.modal} onClose={session.dismiss} onLeave={leaveOrder} />
      {conflict && record ? (
        <ConflictAlert
          base={record}
          current={conflict}
          saving={saving}
          onOverwrite={() => void save({ overVersion: conflict.version })}
          onReload={() => {
            onSaved(conflict);
            clearConflict();
          }}
        />
      ) : null}
      {saveError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={saveError}
          data-testid="order-save-error"
        />
      ) : null}
      {record?.locked ? <Alert type="info" showIcon message="This PO is locked." /> : null}

      <OrderHeaderFields
        draft={draft}
        references={references}
        readOnly={readOnly}
        now={now}
        onChange={update}
      />
      <NewMaterialProvider offer={materialOffer}>
        <DeliveryTabs
          deliveries={draft.deliveries}
          readOnly={readOnly}
          onChange={(deliveries) => update({ deliveries })}
          renderPanel={(delivery, index) => (
            <DeliveryPanel
              delivery={delivery}
              index={index}
              columns={columns}
              references={references}
              money={money}
              readOnly={readOnly}
              onChange={changeDelivery(index)}
              materialsToolbar={<SpreadsheetToggle on={spreadsheet} onToggle={setSpreadsheet} />}
              receiving={
                record && delivery.id !== undefined ? (
                  <DeliveryReceiving
                    order={record}
                    deliveryId={delivery.id}
                    dirty={dirty}
                    onReceived={onSaved}
                  />
                ) : null
              }
              materials={
                spreadsheet ? (
                  <SpreadsheetMaterials
                    delivery={delivery}
                    index={index}
                    columns={columns}
                    references={references}
                    money={money}
                    readOnly={readOnly}
                    onChange={changeDelivery(index)}
                  />
                ) : undefined
              }
            />
          )}
        />
      </NewMaterialProvider>
      {canViewCosts ? (
        <TotalsFooter totals={totals} testId="order-totals" title="Grand Total" />
      ) : null}

      <section className="order-attachments-section" aria-labelledby="order-attachments-title">
        <h2 id="order-attachments-title">Attachments</h2>
        <OrderAttachments
          record={record}
          added={draft.added_files}
          removed={draft.removed_files}
          readOnly={readOnly}
          onAdd={addFile}
          onDiscard={discardFile}
          onRemove={removeFile}
        />
      </section>
      {record ? (
        <section className="order-comments-section" aria-labelledby="order-comments-title">
          <h2 id="order-comments-title">Internal comments</h2>
          <OrderComments
            orderId={record.id}
            comments={record.internal_comments}
            onChange={commentsChanged}
          />
        </section>
      ) : null}
      {record ? <VendorLinksSection orderId={record.id} version={record.version} /> : null}
      {record ? (
        <section className="order-history-section" aria-labelledby="order-history-title">
          <h2 id="order-history-title">History</h2>
          <OrderHistory orderId={record.id} version={record.version} />
        </section>
      ) : null}

      {orderedMaterial.modal}
      <StickySaveBar
        dirty={dirty && !readOnly}
        saving={saving}
        onSave={() => void orderedMaterial.requestSave()}
        onDiscard={discard}
        testId="order-save-bar"
      />
      <Drawer
        title="Options"
        size={DRAWER_WIDTH.filters}
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
        data-testid="order-options-drawer"
      >
        <OrderOptions
          hidden={hiddenColumns}
          canViewCosts={canViewCosts}
          usesCostCodes={settings?.uses_cost_codes ?? false}
          onChange={setHiddenColumns}
        />
      </Drawer>
    </div>
  );
}
