import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { OrderActions } from './order-actions';
import { abilities, orderRecord } from './order-form-test-api';

function renderActions(actions: string[], dirty = false, kind: 'ORDER' | 'RFQ' = 'ORDER') {
  const onAction = vi.fn();
  const order = orderRecord({
    kind,
    state: 'DRAFTED_REQUEST',
    sub_state: 'DRAFTED_REQUEST',
    abilities: abilities({ actions: actions as never }),
  });
  render(
    <MemoryRouter>
      <App>
        <OrderActions order={order} canViewCosts dirty={dirty} busy={null} onAction={onAction} />
      </App>
    </MemoryRouter>,
  );
  return onAction;
}

describe('the order actions of a drafted request', () => {
  it('offers Submit Request when the server allows it, and submits', async () => {
    const onAction = renderActions(['submit_order_request']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(onAction).toHaveBeenCalledWith('submit_order_request');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it('offers one Submit Request when the server allows both, as what the request is', async () => {
    const both = ['submit_order_request', 'submit_quote_request'];
    const asOrder = renderActions(both);
    expect(screen.getAllByRole('button', { name: 'Submit Request' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(asOrder).toHaveBeenCalledWith('submit_order_request');
    cleanup();
    const asQuote = renderActions(both, false, 'RFQ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(asQuote).toHaveBeenCalledWith('submit_quote_request');
  });

  it('waits for unsaved changes to be saved first', () => {
    renderActions(['submit_order_request'], true);
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  });

  it('shows no Submit Request once the request is submitted', () => {
    renderActions(['approve']);
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
