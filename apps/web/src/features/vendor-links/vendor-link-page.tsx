import { Alert, Button, Result, Skeleton } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatNamedDate, VENDOR_LINK_MESSAGES } from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { fetchLinkedDocument, linkedDocumentPdfUrl, vendorLinkKeys } from '../../api/vendor-links';
import { OrderBadge } from '../orders/list/order-badge';
import { usePageTitle } from '../../components/page-title';
import { BrandLogo } from '../../components/brand-logo';
import { useIdParam } from '../../components/record-id';
import { LinkAccountForm } from './link-account-form';
import { LinkedDocument } from './linked-document';
import '../vendor-portal/vendor-portal.css';
import './vendor-links.css';

/** A revoked, expired or unknown link: one clear page, whatever the reason. */
function NoLongerValid() {
  usePageTitle(VENDOR_LINK_MESSAGES.noLongerValid);
  return (
    <Result
      status="warning"
      title={<h1 className="vendor-link__invalid-title">{VENDOR_LINK_MESSAGES.noLongerValid}</h1>}
      subTitle={VENDOR_LINK_MESSAGES.noLongerValidDetail}
      extra={
        <Button type="primary" href="/vendor">
          Sign in to the vendor portal
        </Button>
      }
      data-testid="vendor-link-invalid"
    />
  );
}

/**
 * /vendor/link/{id}?link_token=…: the one document a mailed link opens, for a vendor contact
 * without an account (issue 12 "Sending", decision 0091). Read-only; the contact may create an
 * account from here (then the portal opens the document) or sign in if they have one.
 */
export function VendorLinkPage() {
  const id = useIdParam();
  const [params] = useSearchParams();
  const token = params.get('link_token') ?? '';
  const query = useQuery({
    queryKey: vendorLinkKeys.document(id ?? 0, token),
    queryFn: ({ signal }) => fetchLinkedDocument(id ?? 0, token, signal),
    enabled: token !== '' && id !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const data = query.data;
  const title = data
    ? `${data.order.title_type || 'Order'} ${data.order.order_number}`
    : 'Document';
  usePageTitle(data ? title : undefined);

  let body;
  if (
    !token ||
    id === null ||
    (query.isError && isApiError(query.error) && [400, 404, 410].includes(query.error.status))
  ) {
    body = <NoLongerValid />;
  } else if (query.isError) {
    body = <Alert type="error" showIcon title={errorMessage(query.error)} />;
  } else if (!data) {
    body = <Skeleton active />;
  } else {
    const { order, link } = data;
    body = (
      <>
        <header className="vendor-link__header">
          <h1>{title}</h1>
          <div className="vendor-order__subtitle">
            <OrderBadge state={order.state} label={order.badge} />
            <span>
              From {order.company_name}
              {order.name ? ` · ${order.name}` : ''}
            </span>
          </div>
        </header>
        <Alert
          type="info"
          showIcon
          title={`Sent to ${link.email}. This link opens only this document and works until ${formatNamedDate(link.expires_at, 'cell')}.`}
          style={{ marginBottom: 16 }}
          data-testid="vendor-link-notice"
        />
        <div className="vendor-actions">
          <Button
            icon={<FilePdfOutlined />}
            href={linkedDocumentPdfUrl(order.id, token)}
            target="_blank"
            data-testid="vendor-link-pdf"
          >
            Download PDF
          </Button>
        </div>
        <LinkedDocument order={order} />
        {link.has_account ? (
          <section className="vendor-link__account" aria-labelledby="vendor-link-sign-in-title">
            <h2 id="vendor-link-sign-in-title">Sign in to answer</h2>
            <p>{link.email} has a Laydown vendor account. Sign in to answer this document.</p>
            <Button type="primary" href="/vendor">
              Sign in
            </Button>
          </section>
        ) : (
          <LinkAccountForm
            orderId={order.id}
            token={token}
            email={link.email}
            onCreated={() => window.location.assign(`/vendor/orders/${order.id}`)}
          />
        )}
      </>
    );
  }
  return (
    <div className="vendor-link" data-testid="vendor-link-page">
      <div className="vendor-link__brand">
        <BrandLogo size={28} />
        <span className="vendor-link__brand-area">Vendor portal</span>
      </div>
      <main className="vendor-link__main">{body}</main>
    </div>
  );
}
