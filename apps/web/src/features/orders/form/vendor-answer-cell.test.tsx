import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderLineRecord, OrderRecord } from '@laydown/contracts';
import { errorResponse, jsonResponse } from '../../../test/responses';
import {
  abilities,
  deliveryRecord,
  lineRecord,
  orderRecord,
  serveOrderForm,
} from './order-form-test-api';
import { VendorAnswerCell } from './vendor-answer-cell';
import { VendorAnswersProvider } from './vendor-answers-context';

afterEach(() => vi.unstubAllGlobals());

const priced = lineRecord({
  id: 31,
  company_material_id: 12,
  description: 'Anchor bolt',
  vendor_response: ['CHANGED_PRICE'],
  changed_unit_cost_by_vendor: true,
  vendor_response_status: null,
  unit_cost: '4.25',
  prev_unit_cost: '5',
});
const substituted = lineRecord({
  id: 32,
  description: 'Tie wire',
  vendor_response: ['SUBSTITUTION'],
  vendor_note: 'Tie wire 16ga',
  changed_unit_cost_by_vendor: false,
  vendor_response_status: null,
});

const rfq = (lines: OrderLineRecord[], fields: Partial<OrderRecord> = {}) =>
  orderRecord({
    state: 'QUOTED',
    sub_state: 'QUOTED_RECEIVED',
    company_vendor_id: 4,
    version: 3,
    abilities: abilities({ decide_vendor_responses: true, set_preferred_vendor_price: true }),
    deliveries: [deliveryRecord({ order_materials: lines })],
    ...fields,
  });

function renderCell(
  order: OrderRecord,
  lineId: number,
  options: { dirty?: boolean; onDecided?: (o: OrderRecord) => void } = {},
) {
  const onDecided = options.onDecided ?? vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <VendorAnswersProvider
          order={order}
          dirty={options.dirty ?? false}
          blocked={false}
          onDecided={onDecided}
        >
          <VendorAnswerCell lineId={lineId} n={1} />
        </VendorAnswersProvider>
      </App>
    </QueryClientProvider>,
  );
  return { onDecided, user: userEvent.setup() };
}

describe('the vendor response column', () => {
  it('shows the vendor price against the purchaser’s, and accepts it as the preferred price on request', async () => {
    const decided = rfq([{ ...priced, vendor_response_status: 'ACCEPTED' }], { version: 4 });
    const api = serveOrderForm({
      routes: {
        'POST /api/order/7/vendor_response': () => jsonResponse(200, { order: decided }),
      },
    });
    const { onDecided, user } = renderCell(rfq([priced]), 31);
    expect(screen.getByText('Changed Price')).toBeInTheDocument();
    expect(screen.getByText(/Vendor price \$4\.25/)).toHaveTextContent('(was $5.00)');
    await user.click(
      screen.getByRole('checkbox', { name: 'Also set as preferred vendor price for line 1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept the vendor response on line 1' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(decided));
    expect(api.callsTo('POST', '/api/order/7/vendor_response')[0]?.body).toEqual({
      order_material_id: 31,
      decision: 'accept',
      set_preferred: true,
      version: 3,
    });
    expect(await screen.findByText('Vendor response accepted on line 1.')).toBeInTheDocument();
  });

  it('rejects without asking for a preferred price, and names the substitute', async () => {
    const api = serveOrderForm({
      routes: {
        'POST /api/order/7/vendor_response': () => jsonResponse(200, { order: rfq([]) }),
      },
    });
    const { user } = renderCell(rfq([substituted]), 32);
    expect(screen.getByText('Substitute: Tie wire 16ga')).toBeInTheDocument();
    // A substitute's price is not the material's: no preferred price offered.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject the vendor response on line 1' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/order/7/vendor_response')[0]?.body).toEqual({
        order_material_id: 32,
        decision: 'reject',
        version: 3,
      }),
    );
  });

  it('shows the decision once taken, without buttons', () => {
    serveOrderForm();
    renderCell(rfq([{ ...substituted, vendor_response_status: 'ACCEPTED' }]), 32);
    expect(screen.getByTestId('vendor-answer-status-1')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing to a user the server does not let decide', () => {
    serveOrderForm();
    renderCell(rfq([priced], { abilities: abilities({ decide_vendor_responses: false }) }), 31);
    expect(screen.getByText(/Vendor price/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps typed changes: the buttons wait for a save', () => {
    serveOrderForm();
    renderCell(rfq([priced]), 31, { dirty: true });
    expect(
      screen.getByRole('button', { name: 'Accept the vendor response on line 1' }),
    ).toBeDisabled();
  });

  it('says why a decision failed', async () => {
    serveOrderForm({
      routes: {
        'POST /api/order/7/vendor_response': () =>
          errorResponse(409, 'sessions_in_use_by_another_user', 'Another user is editing.'),
      },
    });
    const { onDecided, user } = renderCell(rfq([priced]), 31);
    await user.click(screen.getByRole('button', { name: 'Accept the vendor response on line 1' }));
    expect(await screen.findByText('Another user is editing.')).toBeInTheDocument();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('shows a dash for a line the vendor did not answer', () => {
    serveOrderForm();
    renderCell(rfq([lineRecord({ id: 40 })]), 40);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
