import { liveChannels } from '@laydown/contracts';
import { requestOrderPdf } from '../../../api/orders';
import { BackgroundPdfButton } from '../../../components/background-pdf-button';
import { useCurrentUser } from '../../../shell/current-user';

/** A member's button: the PDF they may read (decision 0096), announced on their user channel. */
export function MemberPdfButton({ orderId }: { orderId: number }) {
  const user = useCurrentUser();
  return (
    <BackgroundPdfButton
      orderId={orderId}
      channel={liveChannels.user(user.id)}
      request={requestOrderPdf}
    />
  );
}
