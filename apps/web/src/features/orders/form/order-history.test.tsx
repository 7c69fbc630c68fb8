import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderHistoryRecord } from '@laydown/contracts';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/responses';
import { OrderHistory } from './order-history';

const entry = (id: number, fields: Partial<OrderHistoryRecord>): OrderHistoryRecord => ({
  id,
  event: 'update',
  title: 'Pat Purchaser updated 1007 on {date}',
  title_date: '2026-11-20T17:10:00.000Z',
  author: { name: 'Pat Purchaser', email: 'pat@demo.test', company_id: 10 },
  created_at: '2026-11-20T17:10:00.000Z',
  changes: [],
  snapshot: null,
  ...fields,
});

function renderHistory(records: OrderHistoryRecord[]) {
  fakeApi({ 'GET /api/order/7/history': () => jsonResponse(200, { records }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderHistory orderId={7} version={2} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the order history timeline (§2)', () => {
  it('opens every entry with Expand All and closes them with Collapse All', async () => {
    const user = renderHistory([
      entry(2, {
        changes: [{ section: 'Order', field: 'name', old: 'Slab', new: 'Level 2 slab' }],
      }),
      entry(1, {
        event: 'create',
        title: 'Pat Purchaser created 1007 on {date}',
        changes: [{ section: 'Line 1', field: 'quantity', old: null, new: '4' }],
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Expand All' }));
    expect(await screen.findAllByRole('table')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Level 2 slab' })).toBeInTheDocument();
    // The author is in the server's title already: not repeated.
    expect(screen.getByText(/^Pat Purchaser created 1007 on Nov 20/)).not.toHaveTextContent('·');

    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens and closes one entry on its own', async () => {
    const user = renderHistory([
      entry(2, { changes: [{ section: 'Order', field: 'name', old: 'A', new: 'B' }] }),
      entry(1, { changes: [{ section: 'Order', field: 'notes', old: null, new: 'Call first' }] }),
    ]);
    const titles = await screen.findAllByRole('button', { name: /Pat Purchaser updated/ });
    await user.click(titles[1] as HTMLElement);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'Call first' })).toBeInTheDocument();
    await user.click(titles[1] as HTMLElement);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
