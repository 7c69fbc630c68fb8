import { Col, Form, Input, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { isHttpUrl, MATERIAL_MESSAGES } from '@laydown/domain';
import { UnitSelect } from '../units/unit-select';
import { ImageUrlField } from './image-url-field';
import { useMaterialTags } from './use-materials';
import { VendorPricesField } from './vendor-prices-field';

export interface MaterialFormValues {
  description: string;
  active: boolean;
  product_identifier: string;
  manufacturer: string;
  unit_id: number | null;
  weight: string;
  price_per_weight: string;
  size: string;
  material: string;
  group: string;
  sub_group: string;
  connection_type: string;
  mix_code: string;
  mix_design: string;
  tags: string[];
  image_url: string;
}

export const MATERIAL_FORM_FIELDS = [
  'description',
  'active',
  'product_identifier',
  'manufacturer',
  'unit_id',
  'weight',
  'price_per_weight',
  'size',
  'material',
  'group',
  'sub_group',
  'connection_type',
  'mix_code',
  'mix_design',
  'tags',
  'image_url',
].map((name) => [name]);

const atLeastZero = (message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || /^\d+(\.\d+)?$/.test(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

const httpUrl: Rule = {
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || isHttpUrl(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(MATERIAL_MESSAGES.imageUrlInvalid)),
};

/** The material editor of procurement-core §2; `locked` fields are the provider's (catalogue). */
export function MaterialFormFields({ locked }: { locked: boolean }) {
  const tags = useMaterialTags();
  const text = (name: keyof MaterialFormValues, label: string) => (
    <Form.Item name={name} label={label}>
      <Input disabled={locked} data-testid={`material-${name.replace(/_/g, '-')}`} />
    </Form.Item>
  );
  return (
    <>
      <VendorPricesField />
      <Row gutter={16} align="bottom">
        <Col flex="auto">
          <Form.Item
            name="description"
            label="Description"
            rules={[
              { required: true, whitespace: true, message: MATERIAL_MESSAGES.descriptionRequired },
            ]}
          >
            <Input disabled={locked} data-testid="material-description" />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch data-testid="material-active" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('product_identifier', 'Product ID')}
        </Col>
        <Col xs={24} md={12}>
          {text('manufacturer', 'Manufacturer')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="unit_id" label="Unit">
            <UnitSelect testId="material-unit" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="weight"
            label="Weight"
            rules={[atLeastZero(MATERIAL_MESSAGES.weightMinimum)]}
          >
            <Input inputMode="decimal" data-testid="material-weight" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="price_per_weight"
            label="Price per weight"
            rules={[atLeastZero(MATERIAL_MESSAGES.pricePerWeightMinimum)]}
          >
            <Input inputMode="decimal" data-testid="material-price-per-weight" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('material', 'Material')}
        </Col>
        <Col xs={24} md={12}>
          {text('size', 'Size')}
        </Col>
        <Col xs={24} md={12}>
          {text('group', 'Group')}
        </Col>
        <Col xs={24} md={12}>
          {text('sub_group', 'Sub group')}
        </Col>
        <Col xs={24} md={12}>
          {text('connection_type', 'Connection type')}
        </Col>
        <Col xs={24} md={12}>
          {text('mix_code', 'Mix code')}
        </Col>
      </Row>
      <Form.Item name="mix_design" label="Mix design">
        <Input.TextArea disabled={locked} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="tags" label="Tags">
        <Select
          mode="tags"
          tokenSeparators={[',']}
          options={(tags.data ?? []).map((tag) => ({ value: tag, label: tag }))}
          data-testid="material-tags"
        />
      </Form.Item>
      <Form.Item name="image_url" label="Image URL" rules={[httpUrl]}>
        <ImageUrlField disabled={locked} />
      </Form.Item>
    </>
  );
}
