import { useEffect, useRef, useState } from 'react';
import { App, Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { isPdfAvailablePayload } from '@laydown/contracts';
import { BACKGROUND_PDF_WAIT_SECONDS, ORDER_PDF_MESSAGES as TEXT } from '@laydown/domain';
import { useLiveChannel } from '../api/use-live-channel';

export interface BackgroundPdfButtonProps {
  orderId: number;
  /** Where the asker's `pdf_available` comes: `user:{id}`, or a vendor user's `vendor_user:{id}`. */
  channel: string;
  /** Asks for the PDF (202); the server renders it in a job. */
  request: (orderId: number) => Promise<void>;
}

/**
 * "Download PDF" of a large order (decision 0096): asks the server to render it in the background
 * (POST /order/{id}/pdf) and says "Preparing the PDF…"; the user channel's `pdf_available` for
 * this order replaces that with a link to the file. A notification rather than a new tab: a tab
 * opened when the message arrives, not on the click, would be stopped by pop-up blockers. The
 * server decides about prices (none without can_view_costs, a vendor's copy for a vendor user:
 * decision 0111), as for the direct download.
 */
export function BackgroundPdfButton({ orderId, channel, request }: BackgroundPdfButtonProps) {
  const { notification } = App.useApp();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = `order-pdf-${orderId}`;

  const stopWaiting = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setWaiting(false);
  };
  useEffect(() => () => stopWaiting(), []);

  const failed = () => {
    stopWaiting();
    notification.error({ key, title: TEXT.failed, duration: 0 });
  };

  // Listened to while the button is shown: a PDF ready before a late subscribe is not missed.
  useLiveChannel(channel, (payload) => {
    if (!isPdfAvailablePayload(payload) || payload.order_id !== orderId || !waiting) return;
    stopWaiting();
    notification.success({
      key,
      title: TEXT.ready,
      description: (
        <a href={payload.file_url} target="_blank" rel="noreferrer" data-testid="order-pdf-link">
          {TEXT.download(payload.order_number)}
        </a>
      ),
      duration: 0,
    });
  });

  const ask = async () => {
    setWaiting(true);
    notification.info({
      key,
      title: TEXT.preparing,
      description: TEXT.preparingDetail,
      duration: 0,
    });
    timer.current = setTimeout(failed, BACKGROUND_PDF_WAIT_SECONDS * 1000);
    try {
      await request(orderId);
    } catch {
      failed();
    }
  };

  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={waiting}
      onClick={() => void ask()}
      data-testid="order-pdf"
    >
      Download PDF
    </Button>
  );
}
