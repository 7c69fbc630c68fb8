import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import type { CompanyMaterialRecord, PriceHistoryItem } from '@laydown/contracts';
import { PRICE_MESSAGES } from '@laydown/domain';
import { PriceHistoryTable } from './price-history-table';
import { SavePreferredPriceDialog } from './save-preferred-price-dialog';

type Quote = PriceHistoryItem & { company_vendor_id: number };

/** The material as the server answered a save, and the vendor whose preferred price was saved. */
export type PreferredPriceSaved = (
  material: CompanyMaterialRecord,
  companyVendorId: number,
) => void;

interface QuoteHistoryProps {
  /** The material as last saved: a second save for a vendor updates its price. */
  material: CompanyMaterialRecord;
  onSaved: PreferredPriceSaved;
}

/** §2 Quote History: each quote can become the vendor's preferred price (not a disabled vendor's). */
export function QuoteHistory({ material, onSaved }: QuoteHistoryProps) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const action = (item: PriceHistoryItem) => {
    const vendorId = item.company_vendor_id;
    if (vendorId === null) return null;
    const button = (
      <Button
        size="small"
        disabled={item.vendor_discarded || !material.abilities.edit}
        onClick={() => setQuote({ ...item, company_vendor_id: vendorId })}
        data-testid="save-preferred-price"
      >
        Save preferred price
      </Button>
    );
    return item.vendor_discarded ? (
      <Tooltip title={PRICE_MESSAGES.vendorDiscarded}>{button}</Tooltip>
    ) : (
      button
    );
  };
  return (
    <>
      <PriceHistoryTable materialId={material.id} kind="quote" action={action} />
      {quote ? (
        <SavePreferredPriceDialog
          material={material}
          quote={quote}
          onClose={() => setQuote(null)}
          onSaved={(saved) => onSaved(saved, quote.company_vendor_id)}
        />
      ) : null}
    </>
  );
}

/**
 * The Order History and Quote History tabs of the material and Price History drawers; `onSaved`
 * hands the drawer the material a Save preferred price answered (decision 0025).
 */
export function priceHistoryTabs(material: CompanyMaterialRecord, onSaved: PreferredPriceSaved) {
  return [
    {
      key: 'order-history',
      label: 'Order History',
      children: <PriceHistoryTable materialId={material.id} kind="order" />,
    },
    {
      key: 'quote-history',
      label: 'Quote History',
      children: <QuoteHistory material={material} onSaved={onSaved} />,
    },
  ];
}
