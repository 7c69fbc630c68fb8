import { Col, Row, Statistic } from 'antd';
import type { PricesHistoryBody } from '@laydown/contracts';

/** '$12.5' for a decimal string, '—' when there is none. */
export function price(value: string | null | undefined): string {
  return value === null || value === undefined ? '—' : `$${value}`;
}

/** §2: last, average and lowest order price of a material. */
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
          <Statistic title={title} value={price(value)} valueStyle={{ fontSize: 18 }} />
        </Col>
      ))}
    </Row>
  );
}
