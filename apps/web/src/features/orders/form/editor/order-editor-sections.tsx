import { memo } from 'react';
import type { InternalCommentRecord, OrderRecord } from '@laydown/contracts';
import { OrderAttachments } from '../order-attachments';
import { OrderComments } from '../order-comments';
import { OrderHistory } from '../order-history';
import type { AddedFile, RemovedFile } from '../order-draft';
import { VendorLinksSection } from '../../../vendor-links/vendor-links-section';

interface OrderEditorSectionsProps {
  record: OrderRecord | null;
  added: AddedFile[];
  removed: RemovedFile[];
  readOnly: boolean;
  onAddFile: (file: AddedFile) => void;
  onDiscardFile: (signedId: string) => void;
  onRemoveFile: (file: RemovedFile) => void;
  onCommentsChanged: (comments: InternalCommentRecord[]) => void;
}

/**
 * The sections under the lines: attachments, then, once saved, internal comments and history.
 * A new section is one more <section> here, with its own H2. Given stable handlers, it does not
 * render again while lines are typed (decision 0101).
 */
export const OrderEditorSections = memo(function OrderEditorSections(
  props: OrderEditorSectionsProps,
) {
  const { record } = props;
  return (
    <>
      <section className="order-attachments-section" aria-labelledby="order-attachments-title">
        <h2 id="order-attachments-title">Attachments</h2>
        <OrderAttachments
          record={record}
          added={props.added}
          removed={props.removed}
          readOnly={props.readOnly}
          onAdd={props.onAddFile}
          onDiscard={props.onDiscardFile}
          onRemove={props.onRemoveFile}
        />
      </section>
      {record ? (
        <section className="order-comments-section" aria-labelledby="order-comments-title">
          <h2 id="order-comments-title">Internal comments</h2>
          <OrderComments
            orderId={record.id}
            comments={record.internal_comments}
            onChange={props.onCommentsChanged}
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
});
