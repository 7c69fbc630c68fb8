import { memo } from 'react';
import { Drawer } from 'antd';
import { DRAWER_WIDTH } from '@laydown/domain';
import { OrderOptions } from '../order-options';

interface OrderOptionsDrawerProps {
  open: boolean;
  hiddenColumns: string[];
  canViewCosts: boolean;
  usesCostCodes: boolean;
  onHiddenChange: (hidden: string[]) => void;
  onClose: () => void;
}

/** §2 the filters drawer titled Options (width 378): the line columns to hide. */
export const OrderOptionsDrawer = memo(function OrderOptionsDrawer(props: OrderOptionsDrawerProps) {
  return (
    <Drawer
      title="Options"
      size={DRAWER_WIDTH.filters}
      open={props.open}
      onClose={props.onClose}
      data-testid="order-options-drawer"
    >
      <OrderOptions
        hidden={props.hiddenColumns}
        canViewCosts={props.canViewCosts}
        usesCostCodes={props.usesCostCodes}
        onChange={props.onHiddenChange}
      />
    </Drawer>
  );
});
