import { Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import type { ContactRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES, normalizeContactEmail } from '@laydown/domain';
import { isApiError, isClientError } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import { applyFieldErrors } from '../../components/field-errors';
import { useUpdateContact } from './use-vendors';

interface ContactEditForm {
  first_name: string;
  last_name: string;
  nickname: string;
  phone_number: string;
  email: string;
}

/** Changing a contact: the same e-mail rules as creating one; failures fall back to the spec's text. */
export function ContactEditDrawer({
  contact,
  onClose,
}: {
  contact: ContactRecord;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ContactEditForm>();
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateContact();
  return (
    <DrawerForm<ContactEditForm>
      open
      title="Update Vendor Contact"
      form={form}
      submitLabel="Save"
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      testId="contact-edit-drawer"
      initialValues={{
        first_name: contact.first_name,
        last_name: contact.last_name,
        nickname: contact.nickname ?? '',
        phone_number: contact.phone_number ?? '',
        email: contact.email,
      }}
      onSubmit={(values) => {
        setError(null);
        save.mutate(
          {
            id: contact.id,
            contact: {
              ...values,
              nickname: values.nickname || null,
              phone_number: values.phone_number || null,
            },
          },
          {
            onSuccess: onClose,
            onError: (e) => {
              const unmatched = isApiError(e)
                ? applyFieldErrors(form, e.fields, [['email'], ['first_name']])
                : [];
              const handled = isApiError(e) && e.fields && unmatched.length === 0;
              // The server's own text for a refusal (4xx); the spec's text for anything else.
              setError(
                handled
                  ? null
                  : isClientError(e) && isApiError(e)
                    ? e.message
                    : REFERENCE_MESSAGES.vendorContact.updateFailed,
              );
            },
          },
        );
      }}
    >
      <Form.Item
        name="email"
        label="Email"
        normalize={(v: unknown) => (typeof v === 'string' ? normalizeContactEmail(v) : '')}
        validateTrigger={['onBlur', 'onSubmit']}
        rules={[
          { required: true, message: REFERENCE_MESSAGES.vendorContact.invalidEmail },
          { type: 'email', message: REFERENCE_MESSAGES.vendorContact.invalidEmail },
        ]}
      >
        <Input data-testid="contact-edit-email" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="first_name"
            label="First name"
            rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="last_name" label="Last name">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nickname" label="Nickname">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone_number" label="Phone number">
            <Input data-testid="contact-edit-phone" />
          </Form.Item>
        </Col>
      </Row>
    </DrawerForm>
  );
}
