import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TEXT_LIMITS } from '@laydown/domain';
import { startSso } from '../../../api/sso';
import { errorMessage } from '../../../api/api-error';
import { emailProblem, normalizeEmailInput } from '../../../components/form-rules';
import { LightAlert } from '../../../components/light/light-alert';
import { LightButton } from '../../../components/light/light-button';
import { LightField } from '../../../components/light/light-field';
import { SafetyIcon } from '../../../components/light/light-icons';

interface SsoFormProps {
  /** The sso_error query parameter the callback returned with (§2). */
  returnedError: string | null;
  /** Leaves for the provider; the browser location in the app, replaceable in tests. */
  go?: (url: string) => void;
}

/** Single sign-on, contractors only (§2): an email, then the company's provider. Plain inputs: it sits on the sign-in page (decision 0080). */
export function SsoForm({
  returnedError,
  go = (url) => window.location.assign(url),
}: SsoFormProps) {
  const mutation = useMutation({ mutationFn: startSso, onSuccess: (url) => go(url) });
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = mutation.isError ? errorMessage(mutation.error) : returnedError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email, 'Please input your email', 'The input is not a valid e-mail');
    setProblem(found);
    if (!found && !mutation.isPending) mutation.mutate(email);
  };
  return (
    <form name="sso" className="form-narrow light-form" noValidate onSubmit={submit}>
      <LightField
        label="Work email for single sign-on"
        value={email}
        onChange={(value) => {
          setEmail(normalizeEmailInput(value));
          setProblem(null);
        }}
        error={problem}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={TEXT_LIMITS.email}
        testId="sso-email"
      />
      {error ? <LightAlert type="error" title={error} testId="sso-error" /> : null}
      <LightButton
        type="submit"
        block
        icon={<SafetyIcon />}
        loading={mutation.isPending || mutation.isSuccess}
        testId="sso-submit"
      >
        Continue with single sign-on
      </LightButton>
    </form>
  );
}
