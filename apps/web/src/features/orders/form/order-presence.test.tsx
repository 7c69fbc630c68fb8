import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LiveClient, setLiveClient } from '../../../api/live';
import { FakeSocket, fakeLiveEnvironment as environment, timers } from '../../../test/fake-live';
import { CurrentUserContext } from '../../../shell/current-user';
import { makeUser } from '../../../test/users';
import { initials, OrderPresence } from './order-presence';

afterEach(() => {
  FakeSocket.sockets.length = 0;
  timers.length = 0;
  setLiveClient(null);
});

const presence = (id: number, viewers: { user_id: number; name: string }[], count?: number) => ({
  type: 'message',
  id,
  channel: 'order:contractor:7',
  payload: { type: 'presence', viewers, count: count ?? viewers.length, by_user_id: null },
});

function renderPresence() {
  setLiveClient(new LiveClient(environment));
  render(
    <CurrentUserContext.Provider value={makeUser({ id: 1 })}>
      <OrderPresence orderId={7} />
    </CurrentUserContext.Provider>,
  );
  const socket = FakeSocket.sockets[0]!;
  act(() => socket.open());
  return socket;
}

describe('who else has the order open', () => {
  it('shows the others as initials named for assistive technology, never the user', () => {
    const socket = renderPresence();
    expect(screen.queryByTestId('order-presence')).toBeNull();
    act(() =>
      socket.push(
        presence(3, [
          { user_id: 1, name: 'Jane Doe' },
          { user_id: 2, name: 'Ada Lovelace' },
        ]),
      ),
    );
    expect(screen.getByRole('group')).toHaveAccessibleName('Also viewing this order: Ada Lovelace');
    expect(screen.getByRole('img', { name: 'Ada Lovelace is viewing' })).toHaveTextContent('AL');
    expect(screen.queryByRole('img', { name: /Jane Doe/ })).toBeNull();
    // Ada left: only the user is there, nothing shown.
    act(() => socket.push(presence(4, [{ user_id: 1, name: 'Jane Doe' }])));
    expect(screen.queryByTestId('order-presence')).toBeNull();
  });

  it('counts the ones beyond the first four', () => {
    const socket = renderPresence();
    const viewers = [2, 3, 4, 5, 6].map((id) => ({ user_id: id, name: `User ${id}` }));
    act(() => socket.push(presence(5, viewers, 7)));
    expect(screen.getAllByRole('img', { name: /is viewing$/ })).toHaveLength(4);
    expect(screen.getByRole('img', { name: '3 more viewing' })).toHaveTextContent('+3');
  });

  it('makes initials of one or several names', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  Cher ')).toBe('C');
    expect(initials('Mary Ann Evans')).toBe('ME');
    expect(initials('')).toBe('?');
  });
});
