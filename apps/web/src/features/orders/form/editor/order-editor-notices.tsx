import { Alert } from 'antd';
import { canUnlockOrder } from '@laydown/domain';
import { OrderBlockedHeader } from '../edit-session/order-blocked-header';
import { SessionModals } from '../edit-session/session-modals';
import { ConflictAlert } from '../order-conflict';
import type { OrderEditorState } from './use-order-editor';

/** What the form tells above its fields: the edit lock, a stale save's conflict, a save error. */
export function OrderEditorNotices({ editor }: { editor: OrderEditorState }) {
  const { record, session, saver } = editor;
  const { conflict, saveError } = saver;
  return (
    <>
      {session.blocked && session.state.owner ? (
        <OrderBlockedHeader
          name={session.state.owner.name}
          canUnlock={canUnlockOrder({
            permitted: editor.canUnlock,
            unlockEnabled: editor.settings?.order_unlock_enabled ?? false,
          })}
          onUnlock={session.unlock}
        />
      ) : null}
      <SessionModals
        modal={session.state.modal}
        onClose={session.dismiss}
        onLeave={editor.leaveOrder}
      />
      {conflict && record ? (
        <ConflictAlert
          base={record}
          current={conflict}
          saving={saver.saving}
          onOverwrite={() => void saver.save({ overVersion: conflict.version })}
          onReload={() => {
            editor.onSaved(conflict);
            saver.clearConflict();
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
    </>
  );
}
