import type { ReactNode } from 'react';
import { TEXT_LIMITS } from '@laydown/domain';
import { Form, Input } from 'antd';
import { confirmPasswordRules, newPasswordRules } from './form-rules';

interface NewPasswordFieldsProps {
  /** Test id of the password input; the confirmation's is `${testId}-confirmation`. */
  testId: string;
  label?: string;
  confirmLabel?: string;
  /** Registration validates on blur (access-and-platform §5); the other forms as the user types. */
  validateOnBlur?: boolean;
  prefix?: ReactNode;
}

/** A new password and its confirmation, with the §5 rules: registration, reset and change. */
export function NewPasswordFields({
  testId,
  label = 'Password',
  confirmLabel = 'Confirm password',
  validateOnBlur = false,
  prefix,
}: NewPasswordFieldsProps) {
  const trigger = validateOnBlur ? { validateTrigger: 'onBlur' } : {};
  return (
    <>
      <Form.Item label={label} name="password" rules={newPasswordRules} hasFeedback {...trigger}>
        <Input.Password
          prefix={prefix}
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          data-testid={testId}
        />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="password_confirmation"
        dependencies={['password']}
        rules={confirmPasswordRules('password')}
        hasFeedback
        {...trigger}
      >
        <Input.Password
          prefix={prefix}
          autoComplete="new-password"
          maxLength={TEXT_LIMITS.password}
          data-testid={`${testId}-confirmation`}
        />
      </Form.Item>
    </>
  );
}
