import { useState } from 'react';
import { Spin } from 'antd';
import { StickySaveBar } from '../../../components/sticky-save-bar';
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
 * Its state lives in useOrderEditor; each part is one component of ./editor.
 */
export function OrderEditor(props: OrderEditorInput) {
  const editor = useOrderEditor(props);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const { references, record, draft, readOnly, saver, orderedMaterial } = editor;

  if (references.loading) return <Spin />;

  return (
    <div className="order-form" data-testid="order-form">
      <OrderEditorHeader
        editor={editor}
        title={orderEditorTitle(record, draft.kind, editor.asRequest)}
        onOpenOptions={() => setOptionsOpen(true)}
      />
      <OrderEditorNotices editor={editor} />
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
      <OrderEditorSections editor={editor} />

      {orderedMaterial.modal}
      <StickySaveBar
        dirty={editor.dirty && !readOnly}
        saving={saver.saving}
        onSave={() => void orderedMaterial.requestSave()}
        onDiscard={editor.discard}
        testId="order-save-bar"
      />
      <OrderOptionsDrawer
        editor={editor}
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
      />
    </div>
  );
}
