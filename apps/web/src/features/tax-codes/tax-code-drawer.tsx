import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TaxCodeRecord } from '@laydown/contracts';
import {
  RATE_UNTIL_MESSAGE,
  REFERENCE_MESSAGES,
  TEXT_LIMITS,
  taxRateProblem,
  savedMessage,
} from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { useSaveTaxCode } from './use-tax-codes';

interface RateForm {
  rate: string;
  available_at: Dayjs | null;
  expire_at: Dayjs | null;
}
interface TaxCodeForm {
  code: string;
  description: string;
  tax_type: string;
  active: boolean;
  rates: RateForm[];
}

const day = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

const rateRule: Rule = {
  validator: (_rule, value: unknown) => {
    const problem = taxRateProblem(typeof value === 'string' ? value : '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/** Until must come after From: checked as either date is chosen, not only on submit. */
const untilRule =
  (index: number): Rule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: Dayjs | null) => {
      const from = getFieldValue(['rates', index, 'available_at']) as Dayjs | null;
      return !value || !from || value.isAfter(from, 'day')
        ? Promise.resolve()
        : Promise.reject(new Error(RATE_UNTIL_MESSAGE));
    },
  });

interface TaxCodeDrawerProps {
  taxCode: TaxCodeRecord | null;
  canEdit: boolean;
  onClose: () => void;
  onCreated?: (taxCode: TaxCodeRecord) => void;
}

/** Create or update a tax code; existing rates are kept, new dated rates are added (736 px). */
export function TaxCodeDrawer({ taxCode, canEdit, onClose, onCreated }: TaxCodeDrawerProps) {
  const [form] = Form.useForm<TaxCodeForm>();
  const save = useSaveTaxCode();

  const submit = (values: TaxCodeForm) =>
    save.mutateAsync({
      id: taxCode?.id,
      fields: {
        code: values.code,
        description: values.description || null,
        tax_type: values.tax_type || null,
        active: values.active,
      },
      newRates: values.rates.map((r) => ({
        rate: r.rate.trim(),
        available_at: day(r.available_at) ?? '',
        expire_at: day(r.expire_at),
      })),
    });

  return (
    <DrawerForm<TaxCodeForm, TaxCodeRecord>
      title={taxCode ? 'Update Tax Code' : 'Add New Tax Code'}
      documentTitle={taxCode?.code}
      form={form}
      submitLabel={taxCode ? 'Save' : 'Create'}
      canSubmit={canEdit}
      onClose={onClose}
      onSubmit={submit}
      onSaved={taxCode ? undefined : onCreated}
      successMessage={(saved) => savedMessage('Tax code', saved.code, !taxCode)}
      fieldAliases={{ tax_code_rates: 'rates' }}
      testId="tax-code-drawer"
      initialValues={{
        code: taxCode?.code ?? '',
        description: taxCode?.description ?? '',
        tax_type: taxCode?.tax_code_type.tax_type ?? '',
        active: taxCode ? taxCode.discarded_at === null : true,
        rates: [],
      }}
    >
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name="code"
            label="Code"
            rules={[
              {
                required: true,
                whitespace: true,
                message: REFERENCE_MESSAGES.costCode.codeRequired,
              },
            ]}
          >
            <Input maxLength={TEXT_LIMITS.code} data-testid="tax-code-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="description" label="Description">
            <Input maxLength={TEXT_LIMITS.taxDescription} data-testid="tax-code-description" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="tax_type" label="Tax type">
            <Input maxLength={TEXT_LIMITS.code} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {taxCode ? (
            <Form.Item name="active" valuePropName="checked" label=" ">
              <Checkbox>Active</Checkbox>
            </Form.Item>
          ) : null}
        </Col>
      </Row>
      {taxCode && taxCode.tax_code_rates.length > 0 ? (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          style={{ marginBottom: 16 }}
          dataSource={taxCode.tax_code_rates}
          columns={[
            { key: 'rate', title: 'Rate', render: (_v, r) => `${r.rate} %` },
            { key: 'from', title: 'From', dataIndex: 'available_at' },
            { key: 'until', title: 'Until', render: (_v, r) => r.expire_at ?? '—' },
          ]}
        />
      ) : null}
      <Typography.Text strong>{taxCode ? 'Add rates' : 'Rates'}</Typography.Text>
      <Form.List name="rates">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} align="top" style={{ marginTop: 8 }}>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'rate']} label="Rate %" rules={[rateRule]}>
                    <Input
                      inputMode="decimal"
                      maxLength={8}
                      data-testid={`tax-rate-${index}-rate`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={11} md={8}>
                  <Form.Item
                    name={[field.name, 'available_at']}
                    label="From"
                    rules={[{ required: true, message: 'Pick a start date' }]}
                  >
                    <DatePicker
                      format="MM/DD/YYYY"
                      style={{ width: '100%' }}
                      data-testid={`tax-rate-${index}-from`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={11} md={8}>
                  <Form.Item
                    name={[field.name, 'expire_at']}
                    label="Until"
                    dependencies={[['rates', field.name, 'available_at']]}
                    rules={[untilRule(field.name)]}
                  >
                    <DatePicker
                      format="MM/DD/YYYY"
                      style={{ width: '100%' }}
                      data-testid={`tax-rate-${index}-until`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={2} md={2}>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    style={{ marginTop: 30 }}
                    onClick={() => remove(field.name)}
                    aria-label={`Remove rate ${index + 1}`}
                  />
                </Col>
              </Row>
            ))}
            <div style={{ marginTop: 8 }}>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ rate: '', available_at: dayjs(), expire_at: null })}
                data-testid="tax-code-add-rate"
              >
                Add rate
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </DrawerForm>
  );
}
