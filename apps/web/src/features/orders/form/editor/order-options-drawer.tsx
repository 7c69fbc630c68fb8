import { Drawer } from 'antd';
import { DRAWER_WIDTH } from '@laydown/domain';
import { OrderOptions } from '../order-options';
import type { OrderEditorState } from './use-order-editor';

interface OrderOptionsDrawerProps {
  editor: OrderEditorState;
  open: boolean;
  onClose: () => void;
}

/** §2 the filters drawer titled Options (width 378): the line columns to hide. */
export function OrderOptionsDrawer({ editor, open, onClose }: OrderOptionsDrawerProps) {
  return (
    <Drawer
      title="Options"
      size={DRAWER_WIDTH.filters}
      open={open}
      onClose={onClose}
      data-testid="order-options-drawer"
    >
      <OrderOptions
        hidden={editor.hiddenColumns}
        canViewCosts={editor.canViewCosts}
        usesCostCodes={editor.settings?.uses_cost_codes ?? false}
        onChange={editor.setHiddenColumns}
      />
    </Drawer>
  );
}
