import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AddressRecord } from '@laydown/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressIndexRecord } from '@laydown/contracts';
import { savedMessage, TEXT_LIMITS } from '@laydown/domain';
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
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
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
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: AddressFormValue) => saveAddress(address?.id, { address: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.index }),
  });
  return (
    <DrawerForm<{ address: AddressFormValue }, AddressRecord>
      title={address ? 'Update Address' : 'New Address'}
      form={form}
      submitLabel={address ? 'Save' : 'Create'}
      onClose={onClose}
      successMessage={address ? 'The address was saved.' : 'The address was added.'}
      testId="address-drawer"
      initialValues={{ address: address ?? { address_line_1: '' } }}
      onSubmit={({ address: values }) => {
        const { id: _id, ...fields } = values;
        return save.mutateAsync(fields);
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
    onSuccess: (recipient) => {
      void message.success(savedMessage('Recipient', recipient.name, true));
      return queryClient.invalidateQueries({ queryKey: keys.tos });
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  const route = useRecordRoute('address_id');
  const editing =
    route.recordId === null ? undefined : index.data?.find((a) => a.id === route.recordId);
  const [recipient, setRecipient] = useState('');

  return (
    <Card
      title="Addresses"
      extra={
        canManage ? (
          <Button
            icon={<PlusOutlined />}
            onClick={() => route.open(NEW_RECORD)}
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
              onClick={() => route.open(a.id)}
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
            maxLength={TEXT_LIMITS.name}
            aria-label="New delivery recipient"
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
      {route.creating && canManage ? <AddressDrawer address={null} onClose={route.close} /> : null}
      {editing ? <AddressDrawer address={editing} onClose={route.close} /> : null}
      {route.recordId !== null && index.isSuccess && !editing ? (
        <MissingRecordDrawer onClose={route.close} />
      ) : null}
    </Card>
  );
}
