import { memo } from 'react';
import { Alert } from 'antd';
import type { OrderRecord } from '@laydown/contracts';
import { OrderBlockedHeader } from '../edit-session/order-blocked-header';
import { SessionModals } from '../edit-session/session-modals';
import type { SessionModal } from '../edit-session/session-state';
import { ConflictAlert } from '../order-conflict';

interface OrderEditorNoticesProps {
  record: OrderRecord | null;
  /** Who holds the §4 edit lock when it is another user's, else null. */
  blockedBy: string | null;
  canUnlock: boolean;
  onUnlock: () => Promise<void>;
  sessionModal: SessionModal | null;
  onDismissSession: () => void;
  onLeave: () => void;
  /** The order as stored now, after a stale save (409). */
  conflict: OrderRecord | null;
  saving: boolean;
  saveError: string | null;
  onOverwrite: (version: number) => void;
  onReload: (current: OrderRecord) => void;
}

/**
 * What the form tells above its fields: the edit lock, a stale save's conflict, a save error.
 * Given stable handlers, it does not render again while lines are typed (decision 0101).
 */
export const OrderEditorNotices = memo(function OrderEditorNotices(props: OrderEditorNoticesProps) {
  const { record, conflict, saveError } = props;
  return (
    <>
      {props.blockedBy !== null ? (
        <OrderBlockedHeader
          name={props.blockedBy}
          canUnlock={props.canUnlock}
          onUnlock={props.onUnlock}
        />
      ) : null}
      <SessionModals
        modal={props.sessionModal}
        onClose={props.onDismissSession}
        onLeave={props.onLeave}
      />
      {conflict && record ? (
        <ConflictAlert
          base={record}
          current={conflict}
          saving={props.saving}
          onOverwrite={() => props.onOverwrite(conflict.version)}
          onReload={() => props.onReload(conflict)}
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
    </>
  );
});
