import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@laydown/contracts';
import { MESSAGES, TEXT_LIMITS, type AccessType } from '@laydown/domain';
import { signIn } from '../../api/auth';
import { errorMessage } from '../../api/api-error';
import { emailProblem, normalizeEmailInput } from '../../components/form-rules';
import { LightAlert } from '../../components/light/light-alert';
import { LightButton } from '../../components/light/light-button';
import { LightCheckbox, LightField } from '../../components/light/light-field';
import { LockIcon, MailIcon } from '../../components/light/light-icons';
import { preloadSignedIn } from '../../shell/signed-in-chunks';

interface LoginFormProps {
  accessType: AccessType;
  onSignedIn: (user: CurrentUser) => void;
}

interface Problems {
  email: string | null;
  password: string | null;
}

const emailCheck = (email: string) =>
  emailProblem(email, MESSAGES.login.emailRequired, MESSAGES.login.emailInvalid);
const passwordCheck = (password: string) =>
  password === '' ? MESSAGES.login.passwordRequired : null;

/**
 * Email, password, remember me (spec §2 Sign-in screen, §5 Login). Plain inputs, not antd's Form:
 * this is the first page most visits load (decision 0080). The e-mail is checked when left, both
 * fields on submit, as antd's form did.
 */
export function LoginForm({ accessType, onSignedIn }: LoginFormProps) {
  const mutation = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [problems, setProblems] = useState<Problems>({ email: null, password: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailCheck(email), password: passwordCheck(password) };
    setProblems(found);
    if (found.email || found.password || mutation.isPending) return;
    mutation.mutate({
      user: { email, password, remember_me: remember ? '1' : '0', access_type: accessType },
    });
  };

  return (
    <form
      name={`login-${accessType.toLowerCase()}`}
      className="form-narrow light-form"
      noValidate
      onSubmit={submit}
      // Whoever starts filling the form is about to sign in: fetch the signed-in code meanwhile.
      onFocus={preloadSignedIn}
    >
      <LightField
        label="Email"
        value={email}
        onChange={(value) => {
          setEmail(normalizeEmailInput(value));
          if (problems.email) setProblems({ ...problems, email: null });
        }}
        onBlur={() => setProblems({ ...problems, email: email ? emailCheck(email) : null })}
        error={problems.email}
        prefix={<MailIcon />}
        placeholder="you@company.com"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={TEXT_LIMITS.email}
        testId="login-email"
      />
      <LightField
        label="Password"
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (problems.password) setProblems({ ...problems, password: passwordCheck(value) });
        }}
        error={problems.password}
        prefix={<LockIcon />}
        placeholder="Password"
        autoComplete="current-password"
        maxLength={TEXT_LIMITS.password}
        testId="login-password"
      />
      <LightCheckbox
        label="Remember me"
        checked={remember}
        onChange={setRemember}
        testId="login-remember"
      />
      {mutation.isError ? (
        <LightAlert type="error" title={errorMessage(mutation.error)} testId="login-error" />
      ) : null}
      <LightButton
        type="submit"
        variant="primary"
        block
        loading={mutation.isPending}
        testId="login-submit"
      >
        Sign In
      </LightButton>
    </form>
  );
}
