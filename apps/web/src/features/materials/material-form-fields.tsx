import { Col, Form, Input, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  attributeRequiredMessage,
  isHttpUrl,
  MATERIAL_MESSAGES,
  TEXT_LIMITS,
  type MaterialAttributeKey,
} from '@laydown/domain';
import { useCurrentUser } from '../../shell/current-user';
import { useCostCodeSettings } from '../cost-codes/use-cost-codes';
import { UnitSelect } from '../units/unit-select';
import { CostCodeSelect, IndependentPhaseSelect } from './cost-code-fields';
import { ImageUrlField } from './image-url-field';
import { ProjectsSelect } from './projects-select';
import { useMaterialConfiguration } from './use-material-configuration';
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
  cost_code_id: number | null;
  cost_code_phase_id: number | null;
  project_ids: number[];
}

const atLeastZero = (message: string): Rule => ({
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || /^\d+(\.\d+)?$/.test(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** The longest text each field takes, as the API's contract says (packages/domain TEXT_LIMITS). */
const MAX_LENGTH: Partial<Record<keyof MaterialFormValues, number>> = {
  product_identifier: TEXT_LIMITS.shortText,
  manufacturer: TEXT_LIMITS.manufacturer,
  size: TEXT_LIMITS.shortText,
  material: TEXT_LIMITS.shortText,
  group: TEXT_LIMITS.shortText,
  sub_group: TEXT_LIMITS.shortText,
  connection_type: TEXT_LIMITS.shortText,
  mix_code: TEXT_LIMITS.code,
};

const httpUrl: Rule = {
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || value.trim() === '' || isHttpUrl(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(MATERIAL_MESSAGES.imageUrlInvalid)),
};

/**
 * The material editor of procurement-core §2; `locked` fields are the provider's (catalogue).
 * Only the company's attributes show, required ones marked (decision 0026); the cost code shows
 * with canUseCostCode, its phase while independent phase codes are on. A request (Request New
 * Material) leaves out the preferred vendor prices, which only buyers keep.
 */
export function MaterialFormFields({
  locked,
  request = false,
}: {
  locked: boolean;
  request?: boolean;
}) {
  const user = useCurrentUser();
  const tags = useMaterialTags();
  const configuration = useMaterialConfiguration();
  const { settings } = useCostCodeSettings();
  const { uses } = configuration;
  const required = (key: MaterialAttributeKey, extra: Rule[] = []): Rule[] =>
    configuration.requires(key)
      ? [{ required: true, whitespace: true, message: attributeRequiredMessage(key) }, ...extra]
      : extra;
  const text = (name: keyof MaterialFormValues & MaterialAttributeKey, label: string) =>
    uses(name) ? (
      <Col xs={24} md={12}>
        <Form.Item name={name} label={label} rules={required(name)}>
          <Input
            disabled={locked || undefined}
            maxLength={MAX_LENGTH[name]}
            data-testid={`material-${name.replace(/_/g, '-')}`}
          />
        </Form.Item>
      </Col>
    ) : null;
  const costCode = configuration.canUseCostCode;
  const phase = costCode && settings.independent_phase_codes_enabled && uses('cost_code_phase_id');
  return (
    <>
      {costCode ? (
        <Row gutter={16}>
          <Col xs={24} md={phase ? 12 : 24}>
            <Form.Item name="cost_code_id" label="Cost code" rules={required('cost_code_id')}>
              <CostCodeSelect />
            </Form.Item>
          </Col>
          {phase ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="cost_code_phase_id"
                label="Phase"
                rules={required('cost_code_phase_id')}
              >
                <IndependentPhaseSelect />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      ) : null}
      {request || !user.user_permissions.can_view_costs ? null : <VendorPricesField />}
      <Row gutter={16} align="bottom">
        <Col flex="auto">
          <Form.Item
            name="description"
            label="Description"
            rules={[
              { required: true, whitespace: true, message: MATERIAL_MESSAGES.descriptionRequired },
            ]}
          >
            <Input
              disabled={locked || undefined}
              maxLength={TEXT_LIMITS.description}
              data-testid="material-description"
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch data-testid="material-active" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {text('product_identifier', 'Product ID')}
        {text('manufacturer', 'Manufacturer')}
        {uses('unit_id') ? (
          <Col xs={24} md={12}>
            <Form.Item name="unit_id" label="Unit" rules={required('unit_id')}>
              <UnitSelect testId="material-unit" />
            </Form.Item>
          </Col>
        ) : null}
        {uses('weight') ? (
          <Col xs={12} md={6}>
            <Form.Item
              name="weight"
              label="Weight"
              rules={required('weight', [atLeastZero(MATERIAL_MESSAGES.weightMinimum)])}
            >
              <Input inputMode="decimal" data-testid="material-weight" />
            </Form.Item>
          </Col>
        ) : null}
        {uses('price_per_weight') ? (
          <Col xs={12} md={6}>
            <Form.Item
              name="price_per_weight"
              label="Price per weight"
              rules={required('price_per_weight', [
                atLeastZero(MATERIAL_MESSAGES.pricePerWeightMinimum),
              ])}
            >
              <Input inputMode="decimal" data-testid="material-price-per-weight" />
            </Form.Item>
          </Col>
        ) : null}
        {text('material', 'Material')}
        {text('size', 'Size')}
        {text('group', 'Group')}
        {text('sub_group', 'Sub group')}
        {text('connection_type', 'Connection type')}
        {text('mix_code', 'Mix code')}
      </Row>
      {uses('project_ids') ? (
        <Form.Item
          name="project_ids"
          label="Projects"
          rules={required('project_ids')}
          extra="Without projects the material is available in every project."
        >
          <ProjectsSelect />
        </Form.Item>
      ) : null}
      {uses('mix_design') ? (
        <Form.Item name="mix_design" label="Mix design" rules={required('mix_design')}>
          <Input.TextArea
            disabled={locked || undefined}
            maxLength={TEXT_LIMITS.longText}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </Form.Item>
      ) : null}
      {uses('tags') ? (
        <Form.Item name="tags" label="Tags" rules={required('tags')}>
          <Select
            mode="tags"
            tokenSeparators={[',']}
            options={(tags.data ?? []).map((tag) => ({ value: tag, label: tag }))}
            data-testid="material-tags"
          />
        </Form.Item>
      ) : null}
      {uses('image_url') ? (
        <Form.Item name="image_url" label="Image URL" rules={required('image_url', [httpUrl])}>
          <ImageUrlField disabled={locked || undefined} />
        </Form.Item>
      ) : null}
    </>
  );
}
