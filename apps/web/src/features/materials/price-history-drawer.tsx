import { Drawer, Tabs } from 'antd';
import { useState } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { DRAWER_WIDTH } from '@laydown/domain';
import { useIsNarrow } from '../../components/use-media-query';
import { priceHistoryTabs } from './price-history-tabs';

/**
 * §2 Price History drawer: Order History and Quote History of one material. It keeps the material
 * a Save preferred price answers, so the next save for that vendor updates its price.
 */
export function PriceHistoryDrawer({
  material,
  onClose,
}: {
  material: CompanyMaterialRecord;
  onClose: () => void;
}) {
  const narrow = useIsNarrow();
  const [current, setCurrent] = useState(material);
  return (
    <Drawer
      open
      title={`Price History — ${current.description}`}
      onClose={onClose}
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      data-testid="price-history-drawer"
    >
      <Tabs items={priceHistoryTabs(current, setCurrent)} />
    </Drawer>
  );
}
