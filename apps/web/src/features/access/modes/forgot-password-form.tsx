import { MESSAGES, withSupportEmail } from '@laydown/domain';
import { requestPasswordReset } from '../../../api/account';
import { isApiError } from '../../../api/api-error';
import { EmailOnlyForm } from './email-only-form';

/** §8: a 404 is 'No account found with this email address.'; any other failure the support text. */
export function forgotPasswordFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return MESSAGES.account.noAccount;
  if (isApiError(error) && error.status === 429) return error.message;
  return withSupportEmail(MESSAGES.account.resetFailed);
}

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  return (
    <EmailOnlyForm
      name="forgot-password"
      submitLabel="Reset Password"
      send={requestPasswordReset}
      failure={forgotPasswordFailure}
      onBack={onBack}
    />
  );
}
