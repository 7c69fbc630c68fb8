import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UploadRecord } from '@laydown/contracts';
import { ORDER_MESSAGES } from '@laydown/domain';
import { jsonResponse } from '../../../test/responses';
import { renderApp } from '../../../test/render-app';
import { orderRecord, serveOrderForm } from './order-form-test-api';

const WAIT = { timeout: 20_000 };
const SLOW = 120_000;

const file = (key: UploadRecord['key'], filename: string, attachment_id: number): UploadRecord => ({
  key,
  filename,
  url: `/api/files/${filename}`,
  size: 250_000,
  content_type: 'application/pdf',
  signed_id: `signed-${attachment_id}`,
  attachment_id,
});

describe("the order form's attachments", () => {
  it(
    "lists the vendor's and the internal files; a deletion asks first and is saved with the order",
    async () => {
      const api = serveOrderForm({
        routes: {
          'GET /api/order/7': () =>
            jsonResponse(200, {
              order: orderRecord({
                public_purchaser_files: [file('public_purchaser_files', 'drawing-A2.pdf', 61)],
                internal_purchaser_files: [file('internal_purchaser_files', 'budget.xlsx', 62)],
              }),
            }),
          'PATCH /api/order/7': () => jsonResponse(200, { order: orderRecord({ version: 2 }) }),
        },
      });
      const { user } = renderApp('/order/7');
      const forVendor = await screen.findByTestId('attachments-public_purchaser_files', {}, WAIT);
      const internal = screen.getByTestId('attachments-internal_purchaser_files');
      expect(within(forVendor).getByRole('link', { name: 'drawing-A2.pdf' })).toHaveAttribute(
        'href',
        '/api/files/drawing-A2.pdf',
      );
      expect(within(internal).getByText('budget.xlsx')).toBeInTheDocument();
      expect(within(forVendor).getByRole('button', { name: /Add attachment/ })).toBeEnabled();

      await user.click(within(internal).getByRole('button', { name: 'Delete budget.xlsx' }));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(dialog).toHaveTextContent(ORDER_MESSAGES.deleteFileConfirm);
      await user.click(within(dialog).getByRole('button', { name: 'No' }));
      expect(within(internal).getByText('budget.xlsx')).toBeInTheDocument();

      await user.click(within(internal).getByRole('button', { name: 'Delete budget.xlsx' }));
      await user.click(
        within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Yes' }),
      );
      await waitFor(() => expect(within(internal).queryByText('budget.xlsx')).toBeNull());
      expect(within(internal).getByText('No files.')).toBeInTheDocument();

      await user.click(screen.getByTestId('order-save'));
      await waitFor(() => expect(api.callsTo('PATCH', '/api/order/7')).toHaveLength(1), WAIT);
      expect(api.callsTo('PATCH', '/api/order/7')[0]?.body).toMatchObject({
        order: { delete_files: [{ key: 'internal_purchaser_files', attachment_id: 62 }] },
      });
    },
    SLOW,
  );
});
