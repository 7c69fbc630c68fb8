import { useQuery } from '@tanstack/react-query';
import { confirmEmail } from '../../../api/account';
import { errorMessage } from '../../../api/api-error';
import { LightAlert } from '../../../components/light/light-alert';

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
    <div className="form-narrow">
      <LightAlert
        type={query.isSuccess ? 'success' : 'error'}
        title={query.isSuccess ? query.data : errorMessage(query.error)}
        testId="confirmation-notice"
      />
    </div>
  );
}
