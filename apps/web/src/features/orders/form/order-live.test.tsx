import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ORDER_LIVE_MESSAGES } from '@laydown/domain';
import type { OrderRecord } from '@laydown/contracts';
import { LiveClient, setLiveClient } from '../../../api/live';
import { FakeSocket, fakeLiveEnvironment as environment, timers } from '../../../test/fake-live';
import { CurrentUserContext } from '../../../shell/current-user';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/responses';
import { makeUser } from '../../../test/users';
import { orderRecord } from './order-form-test-api';
import { useOrderLive } from './order-live';

afterEach(() => {
  FakeSocket.sockets.length = 0;
  timers.length = 0;
  setLiveClient(null);
  vi.unstubAllGlobals();
});

const CHANNEL = 'order:contractor:7';

/** The order form's part that matters here: the order as the editor was given it, and the modal. */
function Harness({ dirty = false }: { dirty?: boolean }) {
  const order = useQuery<OrderRecord>({
    queryKey: ['order', 7],
    queryFn: () => orderRecord({ id: 7 }),
    enabled: false,
  });
  const live = useOrderLive(7);
  live.onDirtyChange(dirty);
  return (
    <>
      <p data-testid="shown">{`${order.data?.name ?? ''} #${live.reloadKey}`}</p>
      {live.modal}
    </>
  );
}

function renderHarness({ dirty = false }: { dirty?: boolean } = {}) {
  setLiveClient(new LiveClient(environment));
  const queryClient = new QueryClient();
  queryClient.setQueryData(['order', 7], orderRecord({ id: 7, version: 1, name: 'Mine' }));
  render(
    <QueryClientProvider client={queryClient}>
      <CurrentUserContext.Provider value={makeUser({ id: 1 })}>
        <App>
          <Harness dirty={dirty} />
        </App>
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
  const socket = FakeSocket.sockets[0]!;
  act(() => socket.open());
  return socket;
}

const serveOrder = (version: number, name: string) =>
  fakeApi({
    'GET /api/order/7': () => jsonResponse(200, { order: orderRecord({ id: 7, version, name }) }),
    'GET /api/order/7/history': () => jsonResponse(200, { records: [] }),
  });

const refresh = (id: number, by: number | null) => ({
  type: 'message',
  id,
  channel: CHANNEL,
  payload: { type: 'refresh', by_user_id: by },
});

describe('live messages for the open order', () => {
  it('subscribes to the order channel once the socket opens', () => {
    const socket = renderHarness();
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: CHANNEL }]);
  });

  it('reloads the order on a refresh from the same user', async () => {
    serveOrder(2, 'Saved in my other tab');
    const socket = renderHarness();
    act(() => socket.push(refresh(11, 1)));
    await waitFor(() =>
      expect(screen.getByTestId('shown')).toHaveTextContent('Saved in my other tab #1'),
    );
    expect(screen.queryByTestId('order-changed-modal')).toBeNull();
  });

  it('asks before reloading the same user’s save from another tab while this form has unsaved changes', async () => {
    serveOrder(2, 'Saved in my other tab');
    const socket = renderHarness({ dirty: true });
    act(() => socket.push(refresh(14, 1)));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ORDER_LIVE_MESSAGES.changedElsewhere);
    expect(screen.getByTestId('shown')).toHaveTextContent('Mine #0');
  });

  it('changes nothing when the stored version is the one shown (this tab’s own save)', async () => {
    const api = serveOrder(1, 'Mine');
    const socket = renderHarness();
    act(() => socket.push(refresh(12, 1)));
    await waitFor(() => expect(api.callsTo('GET', '/api/order/7')).toHaveLength(1));
    expect(screen.getByTestId('shown')).toHaveTextContent('Mine #0');
  });

  it('asks before reloading a change made by someone else; Keep editing keeps the form', async () => {
    serveOrder(3, 'Theirs');
    const socket = renderHarness();
    act(() => socket.push(refresh(13, 2)));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ORDER_LIVE_MESSAGES.changedTitle);
    expect(dialog).toHaveTextContent(ORDER_LIVE_MESSAGES.changedByOther);
    await userEvent.click(screen.getByRole('button', { name: ORDER_LIVE_MESSAGES.keepEditing }));
    expect(screen.getByTestId('shown')).toHaveTextContent('Mine #0');

    act(() => socket.push(refresh(14, 2)));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: ORDER_LIVE_MESSAGES.reload }));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('Theirs #1'));
  });

  it('reconnects after a drop, subscribing again from the last id it saw', async () => {
    serveOrder(1, 'Mine');
    const socket = renderHarness();
    act(() => socket.push({ type: 'subscribed', channel: CHANNEL, last_id: 40 }));
    act(() => socket.push(refresh(41, 1)));
    act(() => socket.push(refresh(41, 1))); // the same message twice: handled once
    act(() => socket.drop());
    expect(timers).toHaveLength(1);
    act(() => timers[0]!());
    const again = FakeSocket.sockets[1]!;
    act(() => again.open());
    expect(again.sent).toEqual([{ type: 'subscribe', channel: CHANNEL, since: 41 }]);
  });
});
