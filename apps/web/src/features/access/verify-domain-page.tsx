import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { verifyEmailDomain } from '../../api/email-domains';
import { AuthLayout } from '../../components/auth-layout';

/**
 * /verify_domain?token=…: the link of a domain confirmation mail (decision 0029). Opening it is
 * the proof; no account is needed, since whoever reads the domain's mailbox may not have one.
 */
export function VerifyDomainPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({ mutationFn: verifyEmailDomain });
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit: the token is single-use.
    if (asked.current || !token) return;
    asked.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let body;
  if (!token || verify.isError) {
    body = (
      <Result
        status="error"
        title="The domain could not be confirmed"
        subTitle={token ? errorMessage(verify.error) : 'This link is incomplete.'}
        data-testid="verify-domain-failed"
      />
    );
  } else if (verify.isSuccess) {
    body = (
      <Result
        status="success"
        title={verify.data.message}
        subTitle={`People of ${verify.data.email_domain.company_name} with ${verify.data.email_domain.domain} addresses can now sign in through its single sign-on.`}
        extra={
          <Button type="primary" href="/">
            Go to sign in
          </Button>
        }
        data-testid="verify-domain-done"
      />
    );
  } else {
    body = (
      <Spin tip="Confirming…" data-testid="verify-domain-pending">
        <div style={{ height: 80 }} />
      </Spin>
    );
  }
  return (
    <AuthLayout title="Confirm email domain" testId="verify-domain-page">
      {body}
    </AuthLayout>
  );
}
