import { useCallback, useState } from 'react';
import { Spin } from 'antd';
import { canUnlockOrder } from '@laydown/domain';
import type { OrderRecord } from '@laydown/contracts';
import type { OrderAction } from '../../../api/orders';
import { StickySaveBar } from '../../../components/sticky-save-bar';
import { useStableHandler } from '../../../components/use-stable-handler';
import { TotalsFooter } from './order-totals-footer';
import { OrderEditorDeliveries } from './editor/order-editor-deliveries';
import { OrderEditorHeader, orderEditorTitle } from './editor/order-editor-header';
import { OrderEditorNotices } from './editor/order-editor-notices';
import { OrderEditorSections } from './editor/order-editor-sections';
import { OrderOptionsDrawer } from './editor/order-options-drawer';
import { OrderHeaderFields } from './order-header-fields';
import { useOrderEditor, type OrderEditorInput } from './editor/use-order-editor';

/**
 * The order form (§2 Order editing), top to bottom: header and actions, notices, the order's
 * fields, the deliveries with their lines, totals, then attachments, comments and history.
 * Its state lives in useOrderEditor; each part is one component of ./editor. The parts other than
 * the deliveries and the totals are memoised and given handlers of one identity, so a line
 * written in the grid renders only its delivery and the totals again (decision 0101).
 */
export function OrderEditor(props: OrderEditorInput) {
  const editor = useOrderEditor(props);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const { references, record, draft, readOnly, saver, orderedMaterial, session, actions } = editor;
  const { act, duplicate } = actions;
  const { save, clearConflict } = saver;
  const { onSaved } = editor;
  const { requestSave: requestOrderedSave } = orderedMaterial;

  const openOptions = useCallback(() => setOptionsOpen(true), []);
  const closeOptions = useCallback(() => setOptionsOpen(false), []);
  const requestSave = useCallback(() => void requestOrderedSave(), [requestOrderedSave]);
  const onAction = useCallback((action: OrderAction) => void act(action), [act]);
  const onDuplicate = useCallback(() => void duplicate(), [duplicate]);
  const onOverwrite = useStableHandler((version: number) => void save({ overVersion: version }));
  const onReload = useCallback(
    (current: OrderRecord) => {
      onSaved(current);
      clearConflict();
    },
    [onSaved, clearConflict],
  );

  if (references.loading) return <Spin />;

  return (
    <div className="order-form" data-testid="order-form">
      <OrderEditorHeader
        record={record}
        title={orderEditorTitle(record, draft.kind, editor.asRequest)}
        dirty={editor.dirty}
        readOnly={readOnly}
        blocked={session.blocked}
        canViewCosts={editor.canViewCosts}
        canCreateDrafts={editor.canCreateDrafts}
        busy={actions.busy}
        saving={saver.saving}
        hiddenColumns={editor.hiddenColumns.length}
        onAction={onAction}
        onDuplicate={onDuplicate}
        onChanged={onSaved}
        onError={saver.setSaveError}
        onOpenOptions={openOptions}
        onSave={requestSave}
      />
      <OrderEditorNotices
        record={record}
        blockedBy={session.blocked ? (session.state.owner?.name ?? null) : null}
        canUnlock={canUnlockOrder({
          permitted: editor.canUnlock,
          unlockEnabled: editor.settings?.order_unlock_enabled ?? false,
        })}
        onUnlock={session.unlock}
        sessionModal={session.state.modal}
        onDismissSession={session.dismiss}
        onLeave={editor.leaveOrder}
        conflict={saver.conflict}
        saving={saver.saving}
        saveError={saver.saveError}
        problems={saver.problems}
        onGoToLine={editor.goToLine}
        onOverwrite={onOverwrite}
        onReload={onReload}
      />
      <OrderHeaderFields
        draft={draft}
        references={references}
        readOnly={readOnly}
        now={editor.now}
        onChange={editor.update}
      />
      <OrderEditorDeliveries editor={editor} />
      {editor.canViewCosts ? (
        <TotalsFooter totals={editor.totals} testId="order-totals" title="Grand Total" />
      ) : null}
      <OrderEditorSections
        record={record}
        added={draft.added_files}
        removed={draft.removed_files}
        readOnly={readOnly}
        onAddFile={editor.changes.addFile}
        onDiscardFile={editor.changes.discardFile}
        onRemoveFile={editor.changes.removeFile}
        onCommentsChanged={editor.commentsChanged}
      />

      {orderedMaterial.modal}
      <StickySaveBar
        dirty={editor.dirty && !readOnly}
        saving={saver.saving}
        onSave={requestSave}
        onDiscard={editor.discard}
        testId="order-save-bar"
      />
      <OrderOptionsDrawer
        open={optionsOpen}
        hiddenColumns={editor.hiddenColumns}
        canViewCosts={editor.canViewCosts}
        usesCostCodes={editor.settings?.uses_cost_codes ?? false}
        onHiddenChange={editor.setHiddenColumns}
        onClose={closeOptions}
      />
    </div>
  );
}
