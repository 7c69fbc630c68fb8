import { Alert, Button, Popover, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import { PriceSummary } from './price-summary';
import { usePriceHistory } from './use-price-history';

interface Props {
  material: CompanyMaterialRecord;
  onMoreInfo: (material: CompanyMaterialRecord) => void;
  children: ReactNode;
}

function HoverContent({ material, onMoreInfo }: Omit<Props, 'children'>) {
  const history = usePriceHistory(material.id, 'order');
  return (
    <Space
      direction="vertical"
      style={{ width: 340, maxWidth: '80vw' }}
      data-testid="material-price-hover"
    >
      {history.isError ? (
        <Alert type="error" showIcon message={errorMessage(history.error)} />
      ) : history.isPending ? (
        <Spin />
      ) : (
        <PriceSummary summary={history.data.summary} />
      )}
      <Button
        type="primary"
        size="small"
        onClick={() => onMoreInfo(material)}
        data-testid="price-more-info"
      >
        More Info
      </Button>
    </Space>
  );
}

/**
 * §2 material hover panel: last, average and lowest order price and 'More Info' (the Price History
 * drawer). Shown for materials with order lines, to users with can_use_historical_cost (§6).
 */
export function MaterialPriceHover({ material, onMoreInfo, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'focus']}
      mouseEnterDelay={0.3}
      title="Order prices"
      content={
        open ? (
          <HoverContent
            material={material}
            onMoreInfo={(m) => {
              setOpen(false);
              onMoreInfo(m);
            }}
          />
        ) : null
      }
    >
      {children}
    </Popover>
  );
}
