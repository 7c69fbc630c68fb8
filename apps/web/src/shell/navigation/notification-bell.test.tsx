import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LiveClient, setLiveClient } from '../../api/live';
import { FakeSocket, fakeLiveEnvironment as environment, timers } from '../../test/fake-live';
import { makeUser } from '../../test/users';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  FakeSocket.sockets.length = 0;
  timers.length = 0;
  setLiveClient(null);
});

const notification = (id: number, orderId: number, message: string) => ({
  type: 'message',
  id,
  channel: 'notification:1',
  payload: {
    type: 'notification',
    by_user_id: null,
    by_vendor_user_id: 9,
    order_id: orderId,
    order_number: String(orderId),
    message,
  },
});

describe('the notification bell', () => {
  it('counts what arrives on the user’s channel and lists it, newest first, linking to the order', async () => {
    setLiveClient(new LiveClient(environment));
    render(
      <MemoryRouter>
        <NotificationBell user={makeUser({ id: 1 })} />
      </MemoryRouter>,
    );
    const socket = FakeSocket.sockets[0]!;
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'notification:1' }]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => socket.push(notification(5, 20, 'Val Vendor (Demo Supply Co.) answered RFQ 20')));
    act(() => socket.push(notification(6, 21, 'Val Vendor (Demo Supply Co.) confirmed PO 21')));
    act(() => socket.push(notification(6, 21, 'Val Vendor (Demo Supply Co.) confirmed PO 21')));
    // The count comes with the badge's code, loaded when the first notification arrives.
    expect(await screen.findByTitle('2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Val Vendor (Demo Supply Co.) confirmed PO 21',
      'Val Vendor (Demo Supply Co.) answered RFQ 20',
    ]);
    expect(links[1]).toHaveAttribute('href', '/order/20');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens its list on the first press, its code loaded then, and keeps the focus on the bell', async () => {
    setLiveClient(new LiveClient(environment));
    render(
      <MemoryRouter>
        <NotificationBell user={makeUser({ id: 1 })} />
      </MemoryRouter>,
    );
    act(() => FakeSocket.sockets[0]!.open());
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByTestId('notification-bell')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('notification-bell')).toHaveFocus();
  });

  it('is not shown to a vendor user', () => {
    setLiveClient(new LiveClient(environment));
    render(
      <MemoryRouter>
        <NotificationBell user={makeUser({ id: 1, type: 'VENDOR' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });
});
