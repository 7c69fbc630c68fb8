import { memo } from 'react';
import { Button, Modal, Tooltip } from 'antd';
import { ORDER_MESSAGES } from '@laydown/domain';

interface OrderedMaterialModalProps {
  open: boolean;
  busy: boolean;
  /** Update for all Orders changes the catalogue: who may edit the material database. */
  canUpdateAll: boolean;
  onCancel: () => void;
  onThisOrder: () => void;
  onAllOrders: () => void;
}

const [CANCEL, THIS_ORDER, ALL_ORDERS] = ORDER_MESSAGES.orderedMaterialEditButtons;

/** §2 the modal when saving an edited material that was already ordered, with §8's warning. */
export const OrderedMaterialModal = memo(function OrderedMaterialModal(
  props: OrderedMaterialModalProps,
) {
  return (
    <Modal
      title="Edit ordered material"
      width={620}
      open={props.open}
      onCancel={props.onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onCancel} data-testid="ordered-material-cancel">
          {CANCEL}
        </Button>,
        <Button
          key="this"
          loading={props.busy}
          onClick={props.onThisOrder}
          data-testid="ordered-material-this-order"
        >
          {THIS_ORDER}
        </Button>,
        <Tooltip
          key="all"
          title={props.canUpdateAll ? undefined : 'Only who edits the material database can'}
        >
          <Button
            type="primary"
            danger
            loading={props.busy}
            disabled={!props.canUpdateAll}
            onClick={props.onAllOrders}
            data-testid="ordered-material-all-orders"
          >
            {ALL_ORDERS}
          </Button>
        </Tooltip>,
      ]}
    >
      <p>{ORDER_MESSAGES.orderedMaterialEditWarning}</p>
    </Modal>
  );
});
