import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_PDF_MESSAGES } from '@laydown/domain';
import { LiveClient, setLiveClient } from '../../api/live';
import { fakeApi } from '../../test/fake-api';
import { FakeSocket, fakeLiveEnvironment as environment, timers } from '../../test/fake-live';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/responses';
import { makeVendorUser } from '../../test/users';
import { vendorOrder } from '../../test/vendor-orders';

afterEach(() => {
  FakeSocket.sockets.length = 0;
  timers.length = 0;
});

const WAIT = { timeout: 20_000 };
const CHANNEL = 'vendor_user:5';

/** The vendor's Download PDF (decision 0111): asked of the server, announced on their own channel. */
describe("the vendor portal's PDF", () => {
  it('asks for the vendor PDF and links it when the vendor user channel announces it', async () => {
    setLiveClient(new LiveClient(environment));
    const api = fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeVendorUser({ id: 5 }) }),
      'GET /api/vendor_orders/7': () => jsonResponse(200, { order: vendorOrder() }),
      'POST /api/vendor_orders/7/pdf': () =>
        jsonResponse(202, { order_pdf: { order_id: 7, state: 'queued' } }),
    });
    renderApp('/vendor/orders/7');
    const button = await screen.findByRole('button', { name: /Download PDF/ }, WAIT);
    const socket = FakeSocket.sockets[0]!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL });

    await userEvent.click(button);
    expect(await screen.findByText(ORDER_PDF_MESSAGES.preparing)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/vendor_orders/7/pdf')).toHaveLength(1));
    act(() =>
      socket.push({
        type: 'message',
        id: 3,
        channel: CHANNEL,
        payload: {
          type: 'pdf_available',
          by_user_id: null,
          by_vendor_user_id: 5,
          order_id: 7,
          order_number: '1007',
          kind: 'RFQ',
          file_url: '/api/files/blobs/abc/RFQ-1007.pdf',
        },
      }),
    );
    const link = await screen.findByRole('link', { name: ORDER_PDF_MESSAGES.download('1007') });
    expect(link).toHaveAttribute('href', '/api/files/blobs/abc/RFQ-1007.pdf');
  }, 60_000);
});
