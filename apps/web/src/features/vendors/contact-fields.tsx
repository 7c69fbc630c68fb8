import { Col, Form, Input, Row } from 'antd';
import { isPhoneNumber, PHONE_MESSAGE, TEXT_LIMITS } from '@laydown/domain';

const phoneRule = {
  validator: (_rule: unknown, value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || isPhoneNumber(value)
      ? Promise.resolve()
      : Promise.reject(new Error(PHONE_MESSAGE)),
};

/** A vendor contact's name, nickname and phone number, as creating and editing both ask them. */
export function ContactFields({ testId }: { testId: string }) {
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item
          name="first_name"
          label="First name"
          rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
        >
          <Input maxLength={TEXT_LIMITS.personName} data-testid={`${testId}-first-name`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label="Last name">
          <Input maxLength={TEXT_LIMITS.personName} data-testid={`${testId}-last-name`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nickname" label="Nickname">
          <Input maxLength={TEXT_LIMITS.personName} data-testid={`${testId}-nickname`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="phone_number"
          label="Phone number"
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[phoneRule]}
        >
          <Input
            type="tel"
            inputMode="tel"
            maxLength={TEXT_LIMITS.phone}
            data-testid={`${testId}-phone`}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
