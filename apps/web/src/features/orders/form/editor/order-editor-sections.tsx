import { OrderAttachments } from '../order-attachments';
import { OrderComments } from '../order-comments';
import { OrderHistory } from '../order-history';
import { VendorLinksSection } from '../../../vendor-links/vendor-links-section';
import type { OrderEditorState } from './use-order-editor';

/**
 * The sections under the lines: attachments, then, once saved, internal comments and history.
 * A new section is one more <section> here, with its own H2.
 */
export function OrderEditorSections({ editor }: { editor: OrderEditorState }) {
  const { record, draft, readOnly, changes } = editor;
  return (
    <>
      <section className="order-attachments-section" aria-labelledby="order-attachments-title">
        <h2 id="order-attachments-title">Attachments</h2>
        <OrderAttachments
          record={record}
          added={draft.added_files}
          removed={draft.removed_files}
          readOnly={readOnly}
          onAdd={changes.addFile}
          onDiscard={changes.discardFile}
          onRemove={changes.removeFile}
        />
      </section>
      {record ? (
        <section className="order-comments-section" aria-labelledby="order-comments-title">
          <h2 id="order-comments-title">Internal comments</h2>
          <OrderComments
            orderId={record.id}
            comments={record.internal_comments}
            onChange={editor.commentsChanged}
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
    </>
  );
}
