import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { confirmEmail } from '../../../api/account';
import { errorMessage } from '../../../api/api-error';

/** The mailed confirmation link lands on sign-in; the token is spent once and the result shown. */
export function ConfirmationNotice({ token }: { token: string }) {
  const query = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return null;
  return (
    <Alert
      className="form-narrow"
      type={query.isSuccess ? 'success' : 'error'}
      showIcon
      title={query.isSuccess ? query.data : errorMessage(query.error)}
      style={{ marginBottom: 16 }}
      data-testid="confirmation-notice"
    />
  );
}
