import { Button, Modal } from 'antd';
import { REFERENCE_MESSAGES } from '@laydown/domain';

interface UnsavedChangesModalProps {
  open: boolean;
  /** Save and Leave is offered only when what is open can be saved from here. */
  canSave: boolean;
  saving: boolean;
  onCancel: () => void;
  onLeave: () => void;
  onSaveAndLeave: () => void;
}

/** procurement-core §2 / §8: the unsaved-changes warning with Cancel, Leave and Save and Leave. */
export function UnsavedChangesModal(props: UnsavedChangesModalProps) {
  return (
    <Modal
      open={props.open}
      title="Unsaved changes"
      onCancel={props.onCancel}
      mask={{ closable: false }}
      data-testid="unsaved-changes-modal"
      footer={[
        <Button key="cancel" onClick={props.onCancel} data-testid="unsaved-cancel">
          Cancel
        </Button>,
        <Button key="leave" danger onClick={props.onLeave} data-testid="unsaved-leave">
          Leave
        </Button>,
        props.canSave ? (
          <Button
            key="save"
            type="primary"
            loading={props.saving}
            onClick={props.onSaveAndLeave}
            data-testid="unsaved-save-and-leave"
          >
            Save and Leave
          </Button>
        ) : null,
      ]}
    >
      {REFERENCE_MESSAGES.unsavedChanges}
    </Modal>
  );
}
