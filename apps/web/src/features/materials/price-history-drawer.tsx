import { Drawer, Tabs } from 'antd';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { DRAWER_WIDTH } from '@laydown/domain';
import { useIsNarrow } from '../../components/use-media-query';
import { priceHistoryTabs } from './price-history-tabs';

/** §2 Price History drawer: Order History and Quote History of one material. */
export function PriceHistoryDrawer({
  material,
  onClose,
}: {
  material: CompanyMaterialRecord;
  onClose: () => void;
}) {
  const narrow = useIsNarrow();
  return (
    <Drawer
      open
      title={`Price History — ${material.description}`}
      onClose={onClose}
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      data-testid="price-history-drawer"
    >
      <Tabs items={priceHistoryTabs(material)} />
    </Drawer>
  );
}
