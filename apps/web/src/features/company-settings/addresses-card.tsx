import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressIndexRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import {
  createAddressTo,
  fetchAddressIndex,
  fetchAddressTos,
  saveAddress,
} from '../../api/addresses';
import { referenceKeys } from '../../api/reference-query-keys';
import { DrawerForm } from '../../components/drawer-form';
import { ItemList } from '../../components/item-list';
import { submitError } from '../../components/submit-errors';
import { AddressFields, addressLine, type AddressFormValue } from '../addresses/address-fields';

const keys = {
  index: [...referenceKeys.companySettings, 'addresses'] as const,
  tos: [...referenceKeys.companySettings, 'address-to'] as const,
};
const OWNER_LABELS = { company: 'Company', project: 'Project', company_vendor: 'Vendor' } as const;

function AddressDrawer({
  address,
  onClose,
}: {
  address: AddressIndexRecord | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ address: AddressFormValue }>();
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: AddressFormValue) => saveAddress(address?.id, { address: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.index }),
  });
  return (
    <DrawerForm<{ address: AddressFormValue }>
      open
      title={address ? 'Update Address' : 'New Address'}
      form={form}
      submitLabel={address ? 'Save' : 'Create'}
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      testId="address-drawer"
      initialValues={{ address: address ?? { address_line_1: '' } }}
      onSubmit={({ address: values }) => {
        const { id: _id, ...fields } = values;
        save.mutate(fields, {
          onSuccess: onClose,
          onError: (e) => setError(submitError(form, e, [['address', 'address_line_1']])),
        });
      }}
    >
      <AddressFields prefix={['address']} testId="company-address" />
    </DrawerForm>
  );
}

/** The address index (company, project and vendor addresses) and the delivery recipients. */
export function AddressesCard({ canManage }: { canManage: boolean }) {
  const index = useQuery({
    queryKey: keys.index,
    queryFn: ({ signal }) => fetchAddressIndex(signal),
  });
  const tos = useQuery({ queryKey: keys.tos, queryFn: ({ signal }) => fetchAddressTos(signal) });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const addTo = useMutation({
    mutationFn: createAddressTo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.tos }),
    onError: (e) => void message.error(errorMessage(e)),
  });
  const [editing, setEditing] = useState<AddressIndexRecord | null | undefined>(undefined);
  const [recipient, setRecipient] = useState('');

  return (
    <Card
      title="Addresses"
      extra={
        canManage ? (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="settings-new-address"
          >
            New Address
          </Button>
        ) : null
      }
    >
      <ItemList
        loading={index.isPending}
        items={index.data ?? []}
        itemKey={(a) => a.id}
        emptyText="No addresses yet"
        renderItem={(a) => (
          <Space wrap>
            <Tag>{OWNER_LABELS[a.owner_type]}</Tag>
            {a.owner_name ? <Typography.Text strong>{a.owner_name}</Typography.Text> : null}
            <span>{addressLine(a)}</span>
          </Space>
        )}
        actions={(a) =>
          canManage && a.owner_type === 'company' ? (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${addressLine(a)}`}
              onClick={() => setEditing(a)}
            />
          ) : null
        }
        testId="settings-addresses"
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Delivery recipients
      </Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        {(tos.data ?? []).map((t) => (
          <Tag key={t.id}>{t.name}</Tag>
        ))}
      </Space>
      {canManage ? (
        <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
          <Input
            placeholder="Add a recipient (person, gate, dock)"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            data-testid="settings-address-to"
          />
          <Button
            disabled={recipient.trim() === ''}
            loading={addTo.isPending}
            onClick={() => addTo.mutate(recipient.trim(), { onSuccess: () => setRecipient('') })}
          >
            Add
          </Button>
        </Space.Compact>
      ) : null}
      {editing !== undefined ? (
        <AddressDrawer address={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Card>
  );
}
