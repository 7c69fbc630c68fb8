import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@laydown/domain';
import { fetchOrderForm } from '../../../api/orders';
import { isApiError } from '../../../api/api-error';
import { PageResult } from '../../../components/page-result';
import { PageSpinner } from '../../../components/page-spinner';
import { recordId } from '../../../components/record-id';
import { OrderEditor } from './order-editor';
import './order-form.css';
import { useOrderReferences } from './use-order-references';

/**
 * procurement-core §2 /new_order/{privateFormUrl}?order_package_id={id}: the company's private
 * order form. A member who reaches it (a requester from the link they registered through) writes
 * the new order form as a request, saved as a drafted request, then at its own address
 * /order/{id} like every saved order (decision 0094). An extension that is not their company's
 * is not found. Signed out, the HTTP client sends the person to sign in and back here.
 */
export function PrivateOrderFormPage() {
  const { private_form_url: privateFormUrl = '' } = useParams();
  const [search] = useSearchParams();
  const orderPackageId = recordId(search.get('order_package_id'));
  const form = useQuery({
    queryKey: ['order-form', privateFormUrl.toLowerCase()],
    queryFn: ({ signal }) => fetchOrderForm(privateFormUrl, signal),
  });
  // The form's choices are read while the form is on its way, not after it.
  useOrderReferences();

  if (isApiError(form.error) && (form.error.status === 404 || form.error.status === 400)) {
    return (
      <PageResult
        status="404"
        title={MESSAGES.registration.unknownOrderForm}
        subTitle="Check the link you were given, or ask your purchasing team for it."
        testId="order-form-not-found"
      />
    );
  }
  if (form.error) return <PageResult status="error" title="Could not load the order form" />;
  if (!form.data) return <PageSpinner />;
  return (
    <OrderEditor
      key={`${form.data.url_extension}-${orderPackageId}`}
      initial="ORDER"
      orderPackageId={orderPackageId}
      orderFormUrl={form.data.url_extension}
    />
  );
}
