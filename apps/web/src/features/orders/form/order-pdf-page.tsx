import { PageHeader } from '../../../components/page-header';
import { PageResult } from '../../../components/page-result';
import { useIdParam } from '../../../components/record-id';
import { orderPdfUrl } from '../../../api/orders';

/**
 * §2 /order/{id}/purchase_order_no_pricing: the purchase order file for a user who cannot view
 * costs. The server leaves every price out of the PDF for such a reader (decision 0060), so this
 * page only shows the file and offers it to download.
 */
export function OrderPdfPage() {
  const id = useIdParam();
  if (id === null) return <PageResult status="404" title="Order not found" />;
  const url = orderPdfUrl(id);
  return (
    <div className="order-pdf-page" data-testid="order-pdf-page">
      <PageHeader
        title="Purchase order"
        actions={
          <a
            className="ant-btn ant-btn-primary"
            href={url}
            download
            data-testid="order-pdf-download"
          >
            Download PDF
          </a>
        }
      />
      <iframe className="order-pdf-frame" src={url} title="Purchase order PDF" />
    </div>
  );
}
