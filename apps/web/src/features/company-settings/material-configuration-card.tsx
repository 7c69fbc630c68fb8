import { App, Button, Card, Checkbox, Table, Typography } from 'antd';
import { useState } from 'react';
import type { MaterialConfigurationRecord } from '@laydown/contracts';
import { orderMaterialAttributes, type MaterialAttributeKey } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import {
  useMaterialConfigurationQuery,
  useSaveMaterialConfiguration,
} from '../materials/use-material-configuration';

type ListKey = 'company_attributes' | 'required_attributes' | 'company_material_columns';
type Lists = Record<ListKey, string[]>;

const COLUMNS: { list: ListKey; title: string }[] = [
  { list: 'company_attributes', title: 'Used' },
  { list: 'required_attributes', title: 'Required' },
  { list: 'company_material_columns', title: 'List column' },
];

/** Unticking "Used" also unticks Required and List column: they need the attribute in use. */
function toggled(lists: Lists, list: ListKey, key: string, on: boolean): Lists {
  const set = (values: string[], value: boolean) =>
    orderMaterialAttributes(value ? [...values, key] : values.filter((k) => k !== key));
  if (list === 'company_attributes' && !on) {
    return {
      company_attributes: set(lists.company_attributes, false),
      required_attributes: set(lists.required_attributes, false),
      company_material_columns: set(lists.company_material_columns, false),
    };
  }
  return { ...lists, [list]: set(lists[list], on) };
}

function ConfigurationTable({
  config,
  canManage,
}: {
  config: MaterialConfigurationRecord;
  canManage: boolean;
}) {
  const save = useSaveMaterialConfiguration();
  const { message } = App.useApp();
  const [lists, setLists] = useState<Lists>({
    company_attributes: config.company_attributes,
    required_attributes: config.required_attributes,
    company_material_columns: config.company_material_columns,
  });
  const submit = () =>
    save.mutate(
      { company_material_configuration: lists as Record<ListKey, MaterialAttributeKey[]> },
      {
        onSuccess: () => void message.success('Material configuration saved.'),
        onError: (e) => void message.error(errorMessage(e)),
      },
    );
  return (
    <>
      <Typography.Paragraph type="secondary">
        The material fields your company uses, which of them a material must have, and which the
        material list shows. Description is always used and required.
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={config.all_attributes}
        data-testid="material-configuration-table"
        columns={[
          { key: 'label', title: 'Attribute', dataIndex: 'label' },
          ...COLUMNS.map(({ list, title }) => ({
            key: list,
            title,
            align: 'center' as const,
            width: 92,
            render: (_: unknown, attribute: { key: string; label: string }) => (
              <Checkbox
                checked={lists[list].includes(attribute.key)}
                disabled={
                  !canManage ||
                  (list !== 'company_attributes' &&
                    !lists.company_attributes.includes(attribute.key))
                }
                onChange={(e) =>
                  setLists((current) => toggled(current, list, attribute.key, e.target.checked))
                }
                aria-label={`${attribute.label}: ${title}`}
                data-testid={`material-configuration-${attribute.key}-${list}`}
              />
            ),
          })),
        ]}
      />
      {canManage ? (
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          loading={save.isPending}
          onClick={submit}
          data-testid="material-configuration-save"
        >
          Save
        </Button>
      ) : null}
    </>
  );
}

/** Company settings: the company material configuration (access-and-platform §3, decision 0026). */
export function MaterialConfigurationCard({ canManage }: { canManage: boolean }) {
  const query = useMaterialConfigurationQuery();
  return (
    <Card
      title="Material configuration"
      loading={query.isPending}
      data-testid="material-configuration-card"
    >
      {query.isError ? (
        <Typography.Text type="danger">{errorMessage(query.error)}</Typography.Text>
      ) : query.data ? (
        <ConfigurationTable
          key={JSON.stringify(query.data)}
          config={query.data}
          canManage={canManage}
        />
      ) : null}
    </Card>
  );
}
