import { App, Button, Card, Input, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedMessage, sentence, TEXT_LIMITS } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import {
  createShippingCarrier,
  fetchShippingCarriers,
  setShippingCarrierActive,
} from '../../api/addresses';
import { referenceKeys } from '../../api/reference-query-keys';
import { ItemList } from '../../components/item-list';

const key = [...referenceKeys.companySettings, 'carriers'] as const;

/** Shipping carriers: the two built-in choices, then the company's own, each switchable off. */
export function CarriersCard({ canManage }: { canManage: boolean }) {
  const carriers = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchShippingCarriers(signal),
  });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const onError = (e: unknown) => void message.error(errorMessage(e));
  const create = useMutation({
    mutationFn: createShippingCarrier,
    onSuccess: (carrier) => {
      void message.success(savedMessage('Carrier', carrier.name, true));
      return refresh();
    },
    onError,
  });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setShippingCarrierActive(id, active),
    onSuccess: (carrier) => {
      void message.success(
        sentence(`${carrier.name} is ${carrier.active ? 'active' : 'inactive'}`),
      );
      return refresh();
    },
    onError,
  });
  return (
    <Card title="Shipping carriers" loading={carriers.isPending}>
      <Space wrap style={{ marginBottom: 8 }}>
        {(carriers.data?.defaults ?? []).map((d) => (
          <Tag key={d}>{d}</Tag>
        ))}
      </Space>
      <ItemList
        items={carriers.data?.records ?? []}
        itemKey={(c) => c.id}
        emptyText="No carriers of your own yet"
        renderItem={(c) => c.name}
        actions={(c) => (
          <Switch
            size="small"
            checked={c.active}
            disabled={!canManage}
            onChange={(active) => toggle.mutate({ id: c.id, active })}
            aria-label={`${c.name} active`}
          />
        )}
        testId="settings-carriers"
      />
      {canManage ? (
        <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
          <Input
            placeholder="Carrier name"
            aria-label="New carrier name"
            maxLength={TEXT_LIMITS.shortText}
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="settings-carrier-name"
          />
          <Button
            disabled={name.trim() === ''}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { shipping_carrier: { name: name.trim() } },
                { onSuccess: () => setName('') },
              )
            }
            data-testid="settings-carrier-add"
          >
            Add
          </Button>
        </Space.Compact>
      ) : null}
    </Card>
  );
}
