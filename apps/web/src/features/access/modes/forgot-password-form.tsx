import { MESSAGES, withSupportEmail, type AccessType } from '@laydown/domain';
import { requestPasswordReset } from '../../../api/account';
import { isApiError } from '../../../api/api-error';
import { EmailOnlyForm } from './email-only-form';

/** §8: a 404 is 'No account found with this email address.'; any other failure the support text. */
export function forgotPasswordFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return MESSAGES.account.noAccount;
  if (isApiError(error) && error.status === 429) return error.message;
  return withSupportEmail(MESSAGES.account.resetFailed);
}

interface ForgotPasswordFormProps {
  /** Whose account: the contractor login asks for a contractor, the vendor login for a vendor user. */
  accessType: AccessType;
  onBack: () => void;
}

export function ForgotPasswordForm({ accessType, onBack }: ForgotPasswordFormProps) {
  return (
    <EmailOnlyForm
      name="forgot-password"
      submitLabel="Reset Password"
      send={(email) => requestPasswordReset(email, accessType)}
      failure={forgotPasswordFailure}
      onBack={onBack}
    />
  );
}
