import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalCommentRecord } from '@laydown/contracts';
import { errorResponse, jsonResponse } from '../../../test/responses';
import { renderApp } from '../../../test/render-app';
import { orderRecord, serveOrderForm } from './order-form-test-api';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

const comment = (n: number): InternalCommentRecord => ({
  id: n,
  comment: `Note ${n}`,
  author_name: 'Ada Admin',
  author_company_user_id: 1,
  user_ids: [],
  created_at: `2026-11-2${n}T15:04:00.000Z`,
});

/** The order form opened on an order with `count` comments; a comment sent is added to them. */
function openWithComments(count: number, post?: () => Response) {
  const stored = Array.from({ length: count }, (_, i) => comment(i + 1));
  const api = serveOrderForm({
    routes: {
      'GET /api/order/7': () =>
        jsonResponse(200, { order: orderRecord({ internal_comments: stored }) }),
      'POST /api/order/7/internal_comment': (request) => {
        if (post) return post();
        const text = (request.body as { comment: string }).comment;
        stored.push({ ...comment(stored.length + 1), comment: text });
        return jsonResponse(201, { internal_comments: stored });
      },
    },
  });
  return { api, ...renderApp('/order/7') };
}

const shownComments = () =>
  within(screen.getByRole('list', { name: 'Internal comments' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.order-comment-text')?.textContent);

describe("the order form's internal comments", () => {
  it(
    'shows the last 3 with Show earlier comments, dated MM/DD/YYYY hh:mm a',
    async () => {
      const { user } = openWithComments(5);
      await screen.findByTestId('order-comments', {}, WAIT);
      expect(shownComments()).toEqual(['Note 3', 'Note 4', 'Note 5']);
      expect(screen.getByText('Note 5').closest('li')).toHaveTextContent(
        /Ada Admin\s*11\/25\/2026 \d\d:04 (am|pm)/,
      );
      await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));
      expect(shownComments()).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5']);
      expect(screen.queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
    },
    SLOW,
  );

  it(
    'sends on Enter, not on Shift+Enter nor with blank text, and clears the box',
    async () => {
      const { api, user } = openWithComments(0);
      const box = await screen.findByTestId('order-comment-input', {}, WAIT);
      expect(screen.getByText('No comments yet.')).toBeInTheDocument();
      const send = screen.getByTestId('order-comment-send');
      expect(send).toBeDisabled();
      await user.type(box, '   {Enter}');
      expect(api.callsTo('POST', '/api/order/7/internal_comment')).toHaveLength(0);

      await user.clear(box);
      await user.type(box, 'Crane booked for Tuesday{Shift>}{Enter}{/Shift}Gate 3');
      expect(box).toHaveValue('Crane booked for Tuesday\nGate 3');
      expect(api.callsTo('POST', '/api/order/7/internal_comment')).toHaveLength(0);
      expect(send).toBeEnabled();
      await user.keyboard('{Enter}');

      await waitFor(() => expect(shownComments()).toEqual(['Crane booked for Tuesday\nGate 3']));
      expect(api.callsTo('POST', '/api/order/7/internal_comment')[0]?.body).toEqual({
        comment: 'Crane booked for Tuesday\nGate 3',
      });
      expect(box).toHaveValue('');
    },
    SLOW,
  );

  it(
    'keeps what was typed when the comment cannot be saved, and says why',
    async () => {
      const { user } = openWithComments(1, () =>
        errorResponse(404, 'not_found', 'This order no longer exists.'),
      );
      const box = await screen.findByTestId('order-comment-input', {}, WAIT);
      await user.type(box, 'Call the vendor');
      await user.click(screen.getByTestId('order-comment-send'));
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
        'This order no longer exists.',
      );
      expect(box).toHaveValue('Call the vendor');
      expect(shownComments()).toEqual(['Note 1']);
    },
    SLOW,
  );
});
