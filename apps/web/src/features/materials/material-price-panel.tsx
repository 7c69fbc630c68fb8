import { Alert, Button, Space, Spin } from 'antd';
import type { Ref } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import { PriceSummary } from './price-summary';
import { usePriceHistory } from './use-price-history';

interface PricePanelProps {
  material: CompanyMaterialRecord;
  onMoreInfo: (material: CompanyMaterialRecord) => void;
  moreInfoRef: Ref<HTMLButtonElement>;
}

/**
 * The hover panel's content: the order prices and More Info. Its own chunk, loaded when a name is
 * first hovered or focused, not with the list (decision 0102).
 */
export function MaterialPricePanel({ material, onMoreInfo, moreInfoRef }: PricePanelProps) {
  const history = usePriceHistory(material.id, 'order');
  return (
    <Space
      orientation="vertical"
      style={{ width: 340, maxWidth: '80vw' }}
      data-testid="material-price-hover"
    >
      {history.isError ? (
        <Alert type="error" showIcon title={errorMessage(history.error)} />
      ) : history.isPending ? (
        <Spin />
      ) : (
        <PriceSummary summary={history.data.summary} />
      )}
      <Button
        ref={moreInfoRef}
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
