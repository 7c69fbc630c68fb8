import { Alert, Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { VENDOR_LINK_MESSAGES } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { createAccountFromLink } from '../../api/vendor-links';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PersonNameFields } from '../../components/person-name-fields';

interface AccountValues {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

interface LinkAccountFormProps {
  orderId: number;
  token: string;
  email: string;
  /** After the account is made and signed in: opens the document in the portal. */
  onCreated: () => void;
}

/**
 * "Create an account" from a document link (decision 0091): a vendor user of the link's vendor
 * with the email the link was sent to; the same password rule as every registration.
 */
export function LinkAccountForm({ orderId, token, email, onCreated }: LinkAccountFormProps) {
  const create = useMutation({
    mutationFn: (values: AccountValues) =>
      createAccountFromLink({ ...values, link_token: token, order_id: orderId }),
    onSuccess: onCreated,
  });
  return (
    <section className="vendor-link__account" aria-labelledby="vendor-link-account-title">
      <h2 id="vendor-link-account-title">{VENDOR_LINK_MESSAGES.createAccountToAnswer}</h2>
      <p>
        Answer line by line, submit your quote and see every document sent to you in the Laydown
        vendor portal. Your account will use {email}.
      </p>
      <Form<AccountValues>
        name="vendor-link-account"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => create.mutate(values)}
        className="form-narrow"
      >
        <PersonNameFields testIdPrefix="link-account" />
        <NewPasswordFields testId="link-account-password" />
        {create.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorMessage(create.error)}
            style={{ marginBottom: 16 }}
            data-testid="link-account-error"
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          data-testid="link-account-submit"
        >
          Create an account
        </Button>
      </Form>
    </section>
  );
}
