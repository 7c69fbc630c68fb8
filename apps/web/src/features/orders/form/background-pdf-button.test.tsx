import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { BACKGROUND_PDF_MIN_LINES, ORDER_PDF_MESSAGES } from '@laydown/domain';
import { LiveClient, setLiveClient } from '../../../api/live';
import { CurrentUserContext } from '../../../shell/current-user';
import { fakeApi } from '../../../test/fake-api';
import { FakeSocket, fakeLiveEnvironment as environment, timers } from '../../../test/fake-live';
import { jsonResponse } from '../../../test/responses';
import { makeUser } from '../../../test/users';
import { OrderActions } from './order-actions';
import { deliveryRecord, lineRecord, orderRecord } from './order-form-test-api';

afterEach(() => {
  FakeSocket.sockets.length = 0;
  timers.length = 0;
  setLiveClient(null);
  vi.unstubAllGlobals();
});

const USER_CHANNEL = 'user:1';

function renderActions(lineCount: number) {
  setLiveClient(new LiveClient(environment));
  const order = orderRecord({
    id: 7,
    order_number: '1007',
    deliveries: [
      deliveryRecord({
        order_materials: Array.from({ length: lineCount }, (_, i) => lineRecord({ id: i + 1 })),
      }),
    ],
  });
  render(
    <MemoryRouter>
      <CurrentUserContext.Provider value={makeUser({ id: 1 })}>
        <App>
          <OrderActions order={order} canViewCosts dirty={false} busy={null} onAction={vi.fn()} />
        </App>
      </CurrentUserContext.Provider>
    </MemoryRouter>,
  );
}

const available = (id: number, orderId: number, fileUrl: string) => ({
  type: 'message',
  id,
  channel: USER_CHANNEL,
  payload: {
    type: 'pdf_available',
    by_user_id: 1,
    order_id: orderId,
    order_number: orderId === 7 ? '1007' : '1008',
    kind: 'ORDER',
    file_url: fileUrl,
  },
});

describe('Download PDF of a large order', () => {
  it('asks for the PDF in the background and links it when the user channel announces it', async () => {
    const api = fakeApi({
      'POST /api/order/7/pdf': () =>
        jsonResponse(202, { order_pdf: { order_id: 7, state: 'queued' } }),
    });
    renderActions(BACKGROUND_PDF_MIN_LINES + 1);
    const socket = FakeSocket.sockets[0]!;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: USER_CHANNEL }]);

    await userEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByText(ORDER_PDF_MESSAGES.preparing)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/order/7/pdf')).toHaveLength(1));

    // Another order's PDF is not this one.
    act(() => socket.push(available(20, 8, '/api/files/blobs/other/PO-1008.pdf')));
    expect(screen.queryByTestId('order-pdf-link')).toBeNull();

    act(() => socket.push(available(21, 7, '/api/files/blobs/abc/PO-1007.pdf')));
    const link = await screen.findByRole('link', { name: ORDER_PDF_MESSAGES.download('1007') });
    expect(link).toHaveAttribute('href', '/api/files/blobs/abc/PO-1007.pdf');
    expect(screen.getByText(ORDER_PDF_MESSAGES.ready)).toBeInTheDocument();
    expect(screen.queryByText(ORDER_PDF_MESSAGES.preparing)).toBeNull();
  });

  it('says so when the server refuses the request', async () => {
    fakeApi({});
    renderActions(BACKGROUND_PDF_MIN_LINES + 1);
    act(() => FakeSocket.sockets[0]!.open());
    await userEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByText(ORDER_PDF_MESSAGES.failed)).toBeInTheDocument();
  });

  it('keeps the direct download for an order of up to the limit', () => {
    renderActions(BACKGROUND_PDF_MIN_LINES);
    expect(screen.getByTestId('order-pdf')).toHaveAttribute('href', '/api/order/7.pdf');
    expect(FakeSocket.sockets).toHaveLength(0);
  });
});
