import { AutoComplete, Card, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  REFERENCE_MESSAGES,
  contactDisplayName,
  domainMatches,
  emailDomain,
  isValidEmail,
  normalizeContactEmail,
  sentence,
  TEXT_LIMITS,
} from '@laydown/domain';
import type { VendorUserRecord } from '@laydown/contracts';
import { DrawerForm } from '../../components/drawer-form';
import { ContactFields } from './contact-fields';
import {
  useAllCompanyVendors,
  useCreateContact,
  useDomainMatch,
  useVendorUserSearch,
} from './use-vendors';

interface ContactForm {
  first_name: string;
  last_name: string;
  nickname: string;
  phone_number: string;
  email: string;
  vendor_mode: 'existing' | 'new';
  company_vendor_id: number | null;
  vendor_name: string;
}

interface ContactDrawerProps {
  /** Preselects the vendor when opened from a vendor's page. */
  companyVendorId?: number;
  onClose: () => void;
}

/**
 * 'New Vendor Contact' (procurement-core §2, §5): email checked on blur, lowercased and trimmed;
 * the vendor's domains must match unless free mail or bypassed; a new vendor may not take a domain
 * another vendor owns; public vendor users are offered as the email is typed.
 */
export function ContactDrawer({ companyVendorId, onClose }: ContactDrawerProps) {
  const [form] = Form.useForm<ContactForm>();
  const [vendorUser, setVendorUser] = useState<VendorUserRecord | null>(null);
  const email = Form.useWatch('email', form) ?? '';
  const mode = Form.useWatch('vendor_mode', form) ?? 'existing';
  const selectedId = Form.useWatch('company_vendor_id', form);
  const firstName = Form.useWatch('first_name', form) ?? '';
  const lastName = Form.useWatch('last_name', form) ?? '';
  const nickname = Form.useWatch('nickname', form) ?? '';
  const vendors = useAllCompanyVendors();
  const match = useDomainMatch(isValidEmail(email) ? email : '');
  const users = useVendorUserSearch(email);
  const create = useCreateContact();
  const matched = match.data ?? null;
  const selected = vendors.data?.find((v) => v.id === selectedId) ?? null;

  // A matched vendor the company already has is chosen for the user (they can change it).
  useEffect(() => {
    if (matched?.company_vendor_id && !form.getFieldValue('company_vendor_id')) {
      form.setFieldsValue({
        vendor_mode: 'existing',
        company_vendor_id: matched.company_vendor_id,
      });
    }
  }, [matched, form]);

  // Changing the email away from the chosen vendor user, or off its domains, resets the match.
  useEffect(() => {
    if (
      vendorUser &&
      (email !== vendorUser.email || !domainMatches(emailDomain(email), vendorUser.vendor.domains))
    ) {
      setVendorUser(null);
    }
  }, [email, vendorUser]);

  const domainRule = {
    validator: (_rule: unknown, value: unknown) => {
      const typed = typeof value === 'string' ? value : '';
      if (!typed || !isValidEmail(typed) || vendorUser) return Promise.resolve();
      // The server decides with the company's bypass list; here only a domain that belongs to
      // another vendor is flagged at once (match_by_domain already skips free mail and bypasses).
      if (mode === 'existing' && selected && matched && matched.id !== selected.vendor_id) {
        return Promise.reject(new Error(REFERENCE_MESSAGES.vendorContact.domainMismatch));
      }
      if (mode === 'new' && matched)
        return Promise.reject(new Error(REFERENCE_MESSAGES.vendorContact.domainExists));
      return Promise.resolve();
    },
  };

  const submit = (values: ContactForm) => {
    const vendor = vendorUser
      ? { vendor_id: vendorUser.vendor.id }
      : values.vendor_mode === 'existing'
        ? { id: values.company_vendor_id ?? undefined }
        : { vendor_name: values.vendor_name };
    return create.mutateAsync({
      vendor,
      contact: {
        first_name: values.first_name,
        last_name: values.last_name ?? '',
        nickname: values.nickname || null,
        phone_number: values.phone_number || null,
        email: values.email,
        ...(vendorUser ? { vendor_user_id: vendorUser.id } : {}),
      },
    });
  };

  return (
    <DrawerForm<ContactForm>
      title="New Vendor Contact"
      form={form}
      submitLabel="Create"
      onClose={onClose}
      onSubmit={submit}
      successMessage={REFERENCE_MESSAGES.vendorContact.created}
      errorText={(text) => text || REFERENCE_MESSAGES.vendorContact.createFailed}
      testId="contact-drawer"
      initialValues={{
        vendor_mode: 'existing',
        company_vendor_id: companyVendorId ?? null,
        first_name: '',
        last_name: '',
        nickname: '',
        phone_number: '',
        email: '',
        vendor_name: '',
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
          domainRule,
        ]}
      >
        <AutoComplete
          options={(users.data ?? []).map((u) => ({
            value: u.email,
            label: `${u.full_name} · ${u.email} · ${u.vendor.name}`,
          }))}
          onSelect={(value: string) => {
            const user = users.data?.find((u) => u.email === value) ?? null;
            setVendorUser(user);
            if (user) {
              const [first = '', ...rest] = user.full_name.split(' ');
              form.setFieldsValue({ first_name: first, last_name: rest.join(' ') });
            }
          }}
        >
          <Input type="email" maxLength={254} data-testid="contact-email" />
        </AutoComplete>
      </Form.Item>
      {vendorUser ? (
        <Typography.Paragraph type="success" data-testid="contact-on-product">
          {REFERENCE_MESSAGES.vendorContact.alreadyOnProduct(vendorUser.full_name)}
        </Typography.Paragraph>
      ) : null}
      <ContactFields testId="contact" />
      {vendorUser ? (
        <Card size="small" title="Vendor" data-testid="contact-vendor-card">
          {vendorUser.vendor.name}
        </Card>
      ) : (
        <>
          <Form.Item name="vendor_mode" label="Vendor">
            <Radio.Group
              options={[
                { value: 'existing', label: 'Existing vendor' },
                { value: 'new', label: 'New vendor' },
              ]}
              data-testid="contact-vendor-mode"
            />
          </Form.Item>
          {mode === 'existing' ? (
            <Form.Item
              name="company_vendor_id"
              rules={[{ required: true, message: REFERENCE_MESSAGES.vendorContact.vendorRequired }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select a vendor"
                aria-label="Vendor"
                loading={vendors.isPending}
                options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.vendor_name }))}
                data-testid="contact-vendor"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="vendor_name"
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: REFERENCE_MESSAGES.vendorContact.vendorRequired,
                },
              ]}
            >
              <Input
                placeholder="Vendor name"
                maxLength={TEXT_LIMITS.name}
                data-testid="contact-vendor-name"
              />
            </Form.Item>
          )}
          {selected && mode === 'existing' ? (
            <Card size="small" data-testid="contact-vendor-card">
              <Typography.Text strong>{selected.vendor_name}</Typography.Text>
              {selected.vendor.domains.length > 0 ? (
                <div>{selected.vendor.domains.join(', ')}</div>
              ) : null}
            </Card>
          ) : null}
        </>
      )}
      {matched && !vendorUser ? (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 8 }}
          data-testid="contact-domain-match"
        >
          {sentence(`${emailDomain(email)} belongs to ${matched.label}`)}
        </Typography.Paragraph>
      ) : null}
      {firstName ? (
        <Typography.Text type="secondary" data-testid="contact-display-name">
          {contactDisplayName({ first_name: firstName, last_name: lastName, nickname })}
        </Typography.Text>
      ) : null}
    </DrawerForm>
  );
}
