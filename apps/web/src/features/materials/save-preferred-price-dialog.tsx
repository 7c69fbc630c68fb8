import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CompanyMaterialRecord, PriceHistoryItem } from '@laydown/contracts';
import { PRICE_MESSAGES } from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { price as money } from './price-summary';
import { useSaveMaterial } from './use-materials';

interface Props {
  material: CompanyMaterialRecord;
  quote: PriceHistoryItem & { company_vendor_id: number };
  onClose: () => void;
  /** The material as saved (its fresh preferred_vendor_prices). */
  onSaved: (material: CompanyMaterialRecord) => void;
}

/** The server's messages of a failed save: the field texts, else the message. */
function serverMessages(error: unknown): string[] {
  if (isApiError(error) && error.fields) {
    const texts = [...new Set(Object.values(error.fields).flat())];
    if (texts.length > 0) return texts;
  }
  return [errorMessage(error)];
}

/**
 * §2 Quote History 'Save preferred price': the quoted vendor and unit cost prefilled; confirming
 * saves it as the vendor's preferred price through the material update (§8 message on success).
 */
export function SavePreferredPriceDialog({ material, quote, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ price: string }>();
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveMaterial();
  const existing = material.preferred_vendor_prices.find(
    (p) => p.company_vendor_id === quote.company_vendor_id,
  );
  const confirm = ({ price }: { price: string }) => {
    setErrors([]);
    const row = { company_vendor_id: quote.company_vendor_id, price: price.trim() };
    save.mutate(
      {
        id: material.id,
        update: {
          company_material_vendor_prices_attributes: [existing ? { id: existing.id, ...row } : row],
        },
      },
      {
        onSuccess: (saved) => {
          void message.success(PRICE_MESSAGES.preferredPriceSaved);
          onSaved(saved);
          onClose();
        },
        onError: (error) => setErrors(serverMessages(error)),
      },
    );
  };
  return (
    <Modal
      open
      title="Save preferred price"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      data-testid="preferred-price-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ price: quote.unit_cost ?? '' }}
        onFinish={confirm}
      >
        <Form.Item label="Vendor">
          <Typography.Text strong data-testid="preferred-price-vendor">
            {quote.vendor_name}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="price"
          label="Price"
          rules={[
            { required: true, whitespace: true, message: PRICE_MESSAGES.priceRequired },
            { pattern: /^\s*\d+(\.\d+)?\s*$/, message: PRICE_MESSAGES.priceMinimum },
          ]}
        >
          <Input prefix="$" inputMode="decimal" data-testid="preferred-price-price" />
        </Form.Item>
        {existing ? (
          <Typography.Paragraph type="secondary">
            Replaces the current preferred price of {money(existing.price)}.
          </Typography.Paragraph>
        ) : null}
        {errors.map((text) => (
          <Alert
            key={text}
            type="error"
            showIcon
            title={text}
            data-testid="preferred-price-error"
          />
        ))}
      </Form>
    </Modal>
  );
}
