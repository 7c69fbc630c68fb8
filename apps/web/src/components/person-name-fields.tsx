import { Form, Input } from 'antd';
import { MESSAGES, TEXT_LIMITS } from '@laydown/domain';

/** First and last name with the §8 registration messages: invitation and requester registration. */
export function PersonNameFields({ testIdPrefix }: { testIdPrefix: string }) {
  return (
    <>
      <Form.Item
        label="First name"
        name="first_name"
        rules={[
          { required: true, whitespace: true, message: MESSAGES.registration.firstNameRequired },
        ]}
      >
        <Input
          autoComplete="given-name"
          maxLength={TEXT_LIMITS.personName}
          data-testid={`${testIdPrefix}-first-name`}
        />
      </Form.Item>
      <Form.Item
        label="Last name"
        name="last_name"
        rules={[
          { required: true, whitespace: true, message: MESSAGES.registration.lastNameRequired },
        ]}
      >
        <Input
          autoComplete="family-name"
          maxLength={TEXT_LIMITS.personName}
          data-testid={`${testIdPrefix}-last-name`}
        />
      </Form.Item>
    </>
  );
}
