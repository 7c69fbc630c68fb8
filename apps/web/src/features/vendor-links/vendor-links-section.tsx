import { App, Button, Empty, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatNamedDate,
  holdsPermission,
  VENDOR_LINK_MESSAGES,
  VENDOR_LINK_STATE_LABELS,
  type VendorLinkState,
} from '@laydown/domain';
import type { VendorLinkRecord } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../api/api-error';
import { fetchOrderVendorLinks, revokeVendorLink, vendorLinkKeys } from '../../api/vendor-links';
import { useCurrentUser } from '../../shell/current-user';
import './vendor-links.css';

const STATE_COLORS: Record<VendorLinkState, string> = {
  ACTIVE: 'green',
  EXPIRED: 'default',
  REVOKED: 'red',
};

const when = (iso: string) => formatNamedDate(iso, 'cell');

function LinkItem({ link, onRevoke }: { link: VendorLinkRecord; onRevoke: () => void }) {
  return (
    <li className="vendor-links-item" data-testid="vendor-link-item">
      <div className="vendor-links-item__who">
        <div>
          <strong>{link.contact_name || link.email}</strong>
          {link.contact_name ? <span> · {link.email}</span> : null}
        </div>
        <div className="vendor-links-item__dates">
          Sent {when(link.sent_at)} ·{' '}
          {link.state === 'REVOKED' && link.revoked_at
            ? `Revoked ${when(link.revoked_at)}${link.revoked_by_name ? ` by ${link.revoked_by_name}` : ''}`
            : `${link.state === 'EXPIRED' ? 'Expired' : 'Expires'} ${when(link.expires_at)}`}
          {link.last_opened_at
            ? ` · Last opened ${when(link.last_opened_at)}`
            : ' · Not opened yet'}
        </div>
      </div>
      <Tag color={STATE_COLORS[link.state]} data-testid="vendor-link-state">
        {VENDOR_LINK_STATE_LABELS[link.state]}
      </Tag>
      {link.account_created ? <Tag color="blue">Account created</Tag> : null}
      {link.state === 'ACTIVE' ? (
        <Button
          size="small"
          danger
          onClick={onRevoke}
          aria-label={`Revoke the link sent to ${link.email}`}
        >
          Revoke
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The order form's "Vendor links" (decision 0091): the per-document links the document was sent
 * with (contacts without a vendor account), when, until when, and their state; Revoke asks first.
 * Shown to whoever may send the document.
 */
export function VendorLinksSection({ orderId, version }: { orderId: number; version: number }) {
  const user = useCurrentUser();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const allowed =
    holdsPermission(user.user_permissions, 'can_send_and_update_rfqs') ||
    holdsPermission(user.user_permissions, 'can_send_and_update_orders');
  const query = useQuery({
    queryKey: [...vendorLinkKeys.ofOrder(orderId), version],
    queryFn: ({ signal }) => fetchOrderVendorLinks(orderId, signal),
    enabled: allowed,
  });
  const revoke = useMutation({
    mutationFn: (linkId: number) => revokeVendorLink(orderId, linkId),
    onSuccess: () => {
      void message.success(VENDOR_LINK_MESSAGES.revoked);
      void queryClient.invalidateQueries({ queryKey: vendorLinkKeys.ofOrder(orderId) });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  if (!allowed) return null;
  const confirm = (link: VendorLinkRecord) =>
    modal.confirm({
      title: `Revoke the link sent to ${link.email}?`,
      content: VENDOR_LINK_MESSAGES.revokeConfirm,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: () => revoke.mutateAsync(link.id),
    });
  return (
    <section
      className="order-vendor-links-section"
      aria-labelledby="order-vendor-links-title"
      data-testid="vendor-links"
    >
      <h2 id="order-vendor-links-title">Vendor links</h2>
      {query.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {/* A missing order is the editor's to say; other failures are said here. */}
      {query.isError && !(isApiError(query.error) && query.error.status === 404) ? (
        <p role="alert">{errorMessage(query.error)}</p>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No links yet. Contacts without a vendor account get one when the document is sent."
        />
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="vendor-links-list" aria-label="Vendor links">
          {query.data.map((link) => (
            <LinkItem key={link.id} link={link} onRevoke={() => confirm(link)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
