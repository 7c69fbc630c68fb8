import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { ORDER_MESSAGES, ORDER_SESSION_MESSAGES as TEXT } from '@laydown/domain';
import { LiveClient, setLiveClient } from '../../../../api/live';
import { FakeSocket, fakeLiveEnvironment } from '../../../../test/fake-live';
import { errorResponse, jsonResponse } from '../../../../test/responses';
import { renderApp } from '../../../../test/render-app';
import { orderRecord, serveOrderForm, sessionRecord } from '../order-form-test-api';
import { OrderBlockedHeader } from './order-blocked-header';
import { SessionModals } from './session-modals';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.sockets.length = 0;
});

describe('the order-blocked header (procurement-core §2)', () => {
  it('names the editor; the Unlock order icon opens Confirm Unlock, which unlocks', async () => {
    const onUnlock = vi.fn(() => Promise.resolve());
    render(
      <App>
        <OrderBlockedHeader name="Ana Buyer" canUnlock onUnlock={onUnlock} />
      </App>,
    );
    expect(screen.getByTestId('order-blocked-header')).toHaveTextContent(
      'This Order/RFQ is being edited by Ana Buyer.',
    );
    fireEvent.click(screen.getByTitle('Unlock order'));
    expect(await screen.findByText(ORDER_MESSAGES.confirmUnlock)).toBeInTheDocument();
    expect(screen.getByTestId('order-unlock-dialog')).toHaveTextContent(
      'Ana Buyer is currently editing this order. If you unlock it, they will lose their unsaved changes and be locked out.',
    );
    fireEvent.click(screen.getByTestId('order-unlock-confirm'));
    await waitFor(() => expect(onUnlock).toHaveBeenCalledOnce());
  });

  it('shows no unlock icon when unlocking is not enabled or not permitted', () => {
    render(<OrderBlockedHeader name="Ana Buyer" canUnlock={false} onUnlock={vi.fn()} />);
    expect(screen.getByTestId('order-blocked-header')).toBeInTheDocument();
    expect(screen.queryByTitle('Unlock order')).toBeNull();
  });
});

describe('the edit session modals', () => {
  it.each([
    ['blocked', TEXT.blocked('Ana Buyer')],
    ['released', TEXT.released('Ana Buyer')],
    ['unlocked', TEXT.unlocked('Ana Buyer')],
  ] as const)('shows the %s modal, closed with OK', async (kind, text) => {
    const onClose = vi.fn();
    render(
      <SessionModals modal={{ kind, name: 'Ana Buyer' }} onClose={onClose} onLeave={vi.fn()} />,
    );
    expect(await screen.findByTestId(`order-session-${kind}`)).toHaveTextContent(text);
    fireEvent.click(screen.getByTestId('order-session-ok'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('counts the Expired modal down from 120 s, then leaves the screen', () => {
    vi.useFakeTimers();
    const onLeave = vi.fn();
    render(
      <SessionModals
        modal={{ kind: 'expired', name: 'Ana' }}
        onClose={vi.fn()}
        onLeave={onLeave}
      />,
    );
    expect(screen.getByTestId('order-session-expired')).toHaveTextContent('in 120 s');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('order-session-expired')).toHaveTextContent('in 90 s');
    expect(onLeave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(90_000));
    expect(onLeave).toHaveBeenCalled();
  });
});

describe('the order form with the edit lock', () => {
  it(
    'holding the lock, the form is editable; another user’s lock makes it read-only with the header',
    async () => {
      serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }),
          'PATCH /api/order_session/update': () =>
            jsonResponse(409, {
              error: {
                code: 'sessions_in_use_by_another_user',
                message: 'This Order/RFQ is being edited by Ana Buyer.',
                owner: { id: 2, name: 'Ana Buyer' },
              },
            }),
        },
      });
      renderApp('/order/7');
      expect(await screen.findByTestId('order-blocked-header', {}, WAIT)).toHaveTextContent(
        'This Order/RFQ is being edited by Ana Buyer.',
      );
      expect(await screen.findByTestId('order-session-blocked')).toBeInTheDocument();
      expect(screen.queryByTestId('order-save')).toBeNull();
      // No §4 action either (the order allows Cancel): the server would refuse it.
      expect(screen.queryByTestId('order-cancel')).toBeNull();
      expect(screen.getByTitle('Unlock order')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'hears on the order’s live channel that another user unlocked it: the Unlocked modal',
    async () => {
      setLiveClient(new LiveClient(fakeLiveEnvironment));
      serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }),
          'PATCH /api/order_session/update': () =>
            jsonResponse(200, {
              order_session: sessionRecord({ id: 1, first_name: 'Jane', last_name: 'Doe' }),
            }),
        },
      });
      renderApp('/order/7');
      expect(await screen.findByTestId('order-save', {}, WAIT)).toBeInTheDocument();
      const socket = FakeSocket.sockets[0]!;
      act(() => socket.open());
      act(() =>
        socket.push({
          type: 'message',
          id: 5,
          channel: 'order:contractor:7',
          payload: {
            type: 'session',
            event: 'unlocked',
            owner: { id: 2, name: 'Ana Buyer' },
            by_user_id: 2,
          },
        }),
      );
      expect(await screen.findByTestId('order-session-unlocked')).toBeInTheDocument();
      expect(await screen.findByTestId('order-blocked-header')).toHaveTextContent('Ana Buyer');
    },
    SLOW,
  );

  it(
    'keeps the form editable for the lock’s holder',
    async () => {
      serveOrderForm({
        routes: {
          'GET /api/order/7': () => jsonResponse(200, { order: orderRecord() }),
          'PATCH /api/order_session/update': () =>
            jsonResponse(200, {
              order_session: sessionRecord({ id: 1, first_name: 'Jane', last_name: 'Doe' }),
            }),
          'PATCH /api/order_session/unlock': () =>
            errorResponse(403, 'forbidden', 'You do not have access.'),
        },
      });
      renderApp('/order/7');
      expect(await screen.findByTestId('order-save', {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByTestId('order-blocked-header')).toBeNull();
      expect(screen.getByTestId('order-cancel')).toBeInTheDocument();
    },
    SLOW,
  );
});
