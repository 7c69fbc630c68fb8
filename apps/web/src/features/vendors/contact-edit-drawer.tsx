import { Form, Input } from 'antd';
import type { ContactRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES, normalizeContactEmail } from '@laydown/domain';
import { isClientError } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import { ContactFields } from './contact-fields';
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
  const save = useUpdateContact();
  return (
    <DrawerForm<ContactEditForm>
      title="Update Vendor Contact"
      form={form}
      submitLabel="Save"
      onClose={onClose}
      testId="contact-edit-drawer"
      initialValues={{
        first_name: contact.first_name,
        last_name: contact.last_name,
        nickname: contact.nickname ?? '',
        phone_number: contact.phone_number ?? '',
        email: contact.email,
      }}
      onSubmit={(values) =>
        save.mutateAsync({
          id: contact.id,
          contact: {
            ...values,
            nickname: values.nickname || null,
            phone_number: values.phone_number || null,
          },
        })
      }
      successMessage="The vendor contact was saved."
      // The server's own text for a refusal (4xx); the spec's text for anything else.
      errorText={(text, error) =>
        isClientError(error) ? text : REFERENCE_MESSAGES.vendorContact.updateFailed
      }
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
        <Input type="email" maxLength={254} data-testid="contact-edit-email" />
      </Form.Item>
      <ContactFields testId="contact-edit" />
    </DrawerForm>
  );
}
