import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import type { CompanyVendorRecord, ContactRecord } from '@laydown/contracts';
import {
  canAddVendorContact,
  contactDisplayName,
  TEXT_LIMITS,
  savedMessage,
} from '@laydown/domain';
import { DomainsInput, domainsRule } from '../../components/domains-input';
import { DrawerForm } from '../../components/drawer-form';
import { ItemList } from '../../components/item-list';
import { useCurrentUser } from '../../shell/current-user';
import {
  AddressFields,
  addressChanges,
  toAddressInput,
  type AddressFormValue,
} from '../addresses/address-fields';
import { ContactDrawer } from './contact-drawer';
import { ContactEditDrawer } from './contact-edit-drawer';
import { useContacts, useSaveCompanyVendor } from './use-vendors';

interface VendorForm {
  name: string;
  domains: string[];
  description: string;
  logo: string;
  vendor_nickname: string;
  external_vendor_id: string;
  active: boolean;
  addresses: AddressFormValue[];
}

function Contacts({ companyVendorId }: { companyVendorId: number }) {
  const user = useCurrentUser();
  const contacts = useContacts(companyVendorId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ContactRecord | null>(null);
  const allowed = canAddVendorContact({
    roleName: user.role?.name ?? '',
    canEditVendors: user.user_permissions.can_edit_vendor_database,
  });
  return (
    <>
      <Divider titlePlacement="start">Contacts</Divider>
      <ItemList
        loading={contacts.isPending}
        items={contacts.data ?? []}
        itemKey={(c) => c.id}
        emptyText="No contacts yet"
        renderItem={(c) => (
          <div>
            <Typography.Text strong>{contactDisplayName(c)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {[c.email, c.phone_number].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
          </div>
        )}
        actions={(c) =>
          allowed ? (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(c)}
              aria-label={`Edit ${contactDisplayName(c)}`}
            >
              Edit
            </Button>
          ) : null
        }
        testId="vendor-contacts"
      />
      {allowed ? (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="vendor-add-contact"
        >
          New Vendor Contact
        </Button>
      ) : null}
      {adding ? (
        <ContactDrawer companyVendorId={companyVendorId} onClose={() => setAdding(false)} />
      ) : null}
      {editing ? <ContactEditDrawer contact={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** A company vendor: the shared vendor record (when this company keeps it), its own fields, addresses, contacts. */
export function VendorDrawer({
  vendor,
  canEdit,
  onClose,
  onCreated,
}: {
  vendor: CompanyVendorRecord | null;
  canEdit: boolean;
  onClose: () => void;
  onCreated?: (vendor: CompanyVendorRecord) => void;
}) {
  const [form] = Form.useForm<VendorForm>();
  const save = useSaveCompanyVendor();
  const recordEditable = vendor === null || vendor.vendor.editable;

  const submit = (values: VendorForm) =>
    save.mutateAsync({
      id: vendor?.id,
      create: {
        vendor_name: values.name,
        domains: values.domains,
        vendor_nickname: values.vendor_nickname || null,
        external_vendor_id: values.external_vendor_id || null,
      },
      update: {
        vendor_nickname: values.vendor_nickname || null,
        external_vendor_id: values.external_vendor_id || null,
        active: values.active,
        addresses: addressChanges(vendor?.addresses ?? [], values.addresses ?? []),
        ...(recordEditable
          ? {
              vendor: {
                name: values.name,
                domains: values.domains,
                description: values.description || null,
                logo: values.logo || null,
              },
            }
          : {}),
      },
    });

  return (
    <DrawerForm<VendorForm, CompanyVendorRecord>
      title={vendor ? vendor.vendor_name : 'New Vendor'}
      form={form}
      submitLabel={vendor ? 'Save' : 'Create'}
      canSubmit={canEdit}
      onClose={onClose}
      onSubmit={submit}
      onSaved={vendor ? undefined : onCreated}
      successMessage={(saved) => savedMessage('Vendor', saved.vendor_name, !vendor)}
      fieldAliases={{ vendor_name: 'name' }}
      testId="vendor-drawer"
      initialValues={{
        name: vendor?.vendor.name ?? '',
        domains: vendor?.vendor.domains ?? [],
        description: vendor?.vendor.description ?? '',
        logo: vendor?.vendor.logo ?? '',
        vendor_nickname: vendor?.vendor_nickname ?? '',
        external_vendor_id: vendor?.external_vendor_id ?? '',
        active: vendor?.active ?? true,
        addresses: vendor?.addresses.map(toAddressInput) ?? [],
      }}
    >
      {!recordEditable ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="The vendor keeps its name, domains, description and logo; you can change your nickname, ERP id, status and addresses."
        />
      ) : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label="Vendor name"
            rules={[{ required: true, whitespace: true, message: 'Vendor is required!' }]}
          >
            <Input
              disabled={!recordEditable || undefined}
              maxLength={TEXT_LIMITS.name}
              data-testid="vendor-name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="domains"
            label="Domains"
            rules={[domainsRule]}
            extra="Press Enter or a comma after each domain."
          >
            <DomainsInput
              disabled={!recordEditable || undefined}
              ariaLabel="Domains"
              testId="vendor-domains"
            />
          </Form.Item>
        </Col>
      </Row>
      {vendor ? (
        <>
          <Form.Item name="description" label="Description">
            <Input.TextArea
              autoSize={{ minRows: 2 }}
              disabled={!recordEditable || undefined}
              maxLength={TEXT_LIMITS.longText}
            />
          </Form.Item>
          <Form.Item name="logo" label="Logo URL">
            <Input
              type="url"
              disabled={!recordEditable || undefined}
              maxLength={TEXT_LIMITS.longText}
            />
          </Form.Item>
        </>
      ) : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="vendor_nickname" label="Nickname">
            <Input maxLength={TEXT_LIMITS.name} data-testid="vendor-nickname" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="external_vendor_id" label="External vendor id">
            <Input maxLength={TEXT_LIMITS.externalId} />
          </Form.Item>
        </Col>
      </Row>
      {vendor ? (
        <>
          <Form.Item name="active" valuePropName="checked">
            <Checkbox data-testid="vendor-active">Active</Checkbox>
          </Form.Item>
          <Form.List name="addresses">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={`Address ${index + 1}`}
                    style={{ marginBottom: 12 }}
                    extra={
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={`Remove address ${index + 1}`}
                      />
                    }
                  >
                    <AddressFields prefix={[field.name]} testId={`vendor-address-${index}`} />
                  </Card>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ address_line_1: '' })}>
                  Add address
                </Button>
              </>
            )}
          </Form.List>
          <Contacts companyVendorId={vendor.id} />
        </>
      ) : (
        <Typography.Text type="secondary">
          Addresses and contacts can be added once the vendor exists.
        </Typography.Text>
      )}
    </DrawerForm>
  );
}
