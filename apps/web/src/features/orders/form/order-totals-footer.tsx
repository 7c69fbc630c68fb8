import type { OrderTotals } from '@laydown/domain';
import { formatUsd } from '../order-money';

/** §2 "Footer shows totals": materials, tax, shipping, other, discount and the total (§5). */
export function TotalsFooter({
  totals,
  testId,
  title,
}: {
  totals: OrderTotals;
  testId: string;
  title: string;
}) {
  const rows: [string, keyof OrderTotals][] = [
    ['Materials', 'materials'],
    ['Tax', 'tax'],
    ['Shipping', 'shipping'],
    ['Other', 'other'],
    ['Discount', 'discount'],
  ];
  return (
    <dl className="order-totals" data-testid={testId} aria-label={title}>
      {rows.map(([label, key]) => (
        <div key={key} className="order-totals-row">
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${key}`}>
            {key === 'discount' && Number(totals[key]) !== 0 ? '-' : ''}
            {formatUsd(totals[key])}
          </dd>
        </div>
      ))}
      <div className="order-totals-row order-totals-grand">
        <dt>{title}</dt>
        <dd data-testid={`${testId}-total`}>{formatUsd(totals.total)}</dd>
      </div>
    </dl>
  );
}
