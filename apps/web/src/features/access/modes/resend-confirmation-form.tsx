import { MESSAGES, withSupportEmail } from '@laydown/domain';
import { resendConfirmation } from '../../../api/account';
import { isApiError } from '../../../api/api-error';
import { EmailOnlyForm } from './email-only-form';

const failure = (error: unknown) =>
  isApiError(error) && error.status === 429
    ? error.message
    : withSupportEmail(MESSAGES.account.confirmationFailed);

export function ResendConfirmationForm({ onBack }: { onBack: () => void }) {
  return (
    <EmailOnlyForm
      name="resend-confirmation"
      submitLabel="Resend Confirmation"
      send={resendConfirmation}
      failure={failure}
      onBack={onBack}
    />
  );
}
