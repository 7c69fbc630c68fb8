import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Col,
  Form,
  Input,
  Row,
  Select,
  Tag,
  Tooltip,
  Typography,
  type FormInstance,
} from 'antd';
import type { PreferredVendorPriceRecord, VendorPriceAttributes } from '@laydown/contracts';
import { PRICE_MESSAGES } from '@laydown/domain';
import { ApiError, isApiError } from '../../api/api-error';
import { price } from './price-summary';
import { useActiveVendors } from './use-price-history';

/** One row of the editor's 'Preferred vendor prices' section. */
export interface VendorPriceRow {
  id?: number | undefined;
  company_vendor_id: number | null;
  price: string;
  vendor_name?: string | undefined;
  discarded?: boolean | undefined;
}

export const VENDOR_PRICES_FIELD = 'vendor_prices';

export function vendorPriceRows(
  prices: PreferredVendorPriceRecord[] | undefined,
): VendorPriceRow[] {
  return (prices ?? []).map((p) => ({
    id: p.id,
    company_vendor_id: p.company_vendor_id,
    price: p.price,
    vendor_name: p.vendor_name,
    discarded: p.discarded,
  }));
}

/**
 * The editor's rows after a preferred price of `companyVendorId` was saved elsewhere (the Quote
 * History dialog): that vendor's row takes the stored id and price (appended when the form has
 * none); the other rows keep what the user typed.
 */
export function withSavedVendorPrice(
  rows: VendorPriceRow[],
  stored: PreferredVendorPriceRecord[],
  companyVendorId: number,
): VendorPriceRow[] {
  const [saved] = vendorPriceRows(stored.filter((p) => p.company_vendor_id === companyVendorId));
  if (!saved) return rows;
  const at = rows.findIndex((r) => r.company_vendor_id === companyVendorId);
  return at < 0 ? [...rows, saved] : rows.map((r, i) => (i === at ? saved : r));
}

/**
 * The rows as company_material_vendor_prices_attributes: every row in form order (so the server's
 * `…attributes.N.field` errors point at row N), then `_destroy` for stored prices removed.
 */
export function vendorPriceAttributes(
  stored: PreferredVendorPriceRecord[],
  rows: VendorPriceRow[],
): VendorPriceAttributes {
  const kept = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  return [
    ...rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      company_vendor_id: r.company_vendor_id,
      price: r.price,
    })),
    ...stored.filter((p) => !kept.has(p.id)).map((p) => ({ id: p.id, _destroy: true })),
  ];
}

const ROW_ERROR = /company_material_vendor_prices_attributes\.(\d+)\.(company_vendor_id|price)$/;

/** Puts the server's per-row errors on their rows; answers the error without them. */
export function applyVendorPriceErrors(form: FormInstance, error: unknown): unknown {
  if (!isApiError(error) || !error.fields) return error;
  const rest: Record<string, string[]> = {};
  const updates: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [key, errors] of Object.entries(error.fields)) {
    const match = ROW_ERROR.exec(key);
    if (match)
      updates.push({ name: [VENDOR_PRICES_FIELD, Number(match[1]), match[2] as string], errors });
    else rest[key] = errors;
  }
  if (updates.length === 0) return error;
  form.setFields(updates);
  return new ApiError(error.status, error.code, error.message, rest);
}

/** procurement-core §2/§5: vendor and price per row, a vendor chosen once, discarded ones read-only. */
export function VendorPricesField() {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(VENDOR_PRICES_FIELD, { form, preserve: true }) ??
    []) as VendorPriceRow[];
  const vendors = useActiveVendors();
  return (
    <Form.Item label="Preferred vendor prices" data-testid="material-vendor-prices">
      <Form.List name={VENDOR_PRICES_FIELD}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => {
              const row = rows[field.name];
              const chosenElsewhere = new Set(
                rows.filter((_, i) => i !== field.name).map((r) => r?.company_vendor_id),
              );
              const options = (vendors.data ?? []).map((v) => ({
                value: v.id,
                label: v.vendor_name,
                disabled: chosenElsewhere.has(v.id),
              }));
              if (
                row?.id &&
                row.vendor_name &&
                !options.some((o) => o.value === row.company_vendor_id)
              )
                options.push({
                  value: row.company_vendor_id ?? 0,
                  label: row.vendor_name,
                  disabled: true,
                });
              const removeButton = (
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="Remove vendor price"
                  onClick={() => remove(field.name)}
                  data-testid="vendor-price-remove"
                />
              );
              if (row?.discarded)
                return (
                  <Tooltip key={field.key} title={PRICE_MESSAGES.vendorDiscarded}>
                    <Row
                      gutter={8}
                      align="middle"
                      data-testid="vendor-price-discarded"
                      style={{ marginBottom: 8 }}
                    >
                      <Col flex="auto">
                        <Typography.Text type="secondary">{row.vendor_name}</Typography.Text>{' '}
                        <Tag>Disabled vendor</Tag>
                      </Col>
                      <Col>
                        <Typography.Text type="secondary">{price(row.price)}</Typography.Text>
                      </Col>
                      <Col>{removeButton}</Col>
                    </Row>
                  </Tooltip>
                );
              return (
                <Row key={field.key} gutter={8} wrap={false} data-testid="vendor-price-row">
                  <Col flex="auto" style={{ minWidth: 0 }}>
                    <Form.Item
                      name={[field.name, 'company_vendor_id']}
                      rules={[{ required: true, message: PRICE_MESSAGES.vendorRequired }]}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder="Vendor"
                        loading={vendors.isPending}
                        options={options}
                        aria-label="Vendor"
                        data-testid="vendor-price-vendor"
                      />
                    </Form.Item>
                  </Col>
                  <Col flex="110px">
                    <Form.Item
                      name={[field.name, 'price']}
                      rules={[
                        { required: true, whitespace: true, message: PRICE_MESSAGES.priceRequired },
                        {
                          pattern: /^\s*\d+(\.\d+)?\s*$/,
                          message: PRICE_MESSAGES.priceMinimum,
                        },
                      ]}
                    >
                      <Input
                        prefix="$"
                        inputMode="decimal"
                        aria-label="Price"
                        data-testid="vendor-price-price"
                      />
                    </Form.Item>
                  </Col>
                  <Col>{removeButton}</Col>
                </Row>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ company_vendor_id: null, price: '' })}
              data-testid="vendor-price-add"
            >
              Add
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
