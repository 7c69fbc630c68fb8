import { Col, Row } from 'antd';
import type { PricesHistoryBody } from '@laydown/contracts';

const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** '$12.50' for a decimal string (display only; the value stays a decimal), '—' without one. */
export function price(value: string | null | undefined): string {
  return value === null || value === undefined ? '—' : MONEY.format(Number(value));
}

/**
 * §2: last, average and lowest order price of a material, drawn as antd's Statistic (title above,
 * value below) without it: it rode in the materials page's chunk (decision 0061).
 */
export function PriceSummary({ summary }: { summary: PricesHistoryBody['summary'] | undefined }) {
  const stats: [string, string | null | undefined][] = [
    ['Last', summary?.last],
    ['Average', summary?.average],
    ['Lowest', summary?.lowest],
  ];
  return (
    <Row gutter={16} data-testid="price-summary">
      {stats.map(([title, value]) => (
        <Col span={8} key={title}>
          <div className="price-stat">
            <div className="price-stat__title">{title}</div>
            <div className="price-stat__value">{price(value)}</div>
          </div>
        </Col>
      ))}
    </Row>
  );
}
