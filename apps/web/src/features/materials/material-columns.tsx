import type { CompanyMaterialRecord } from '@laydown/contracts';
import {
  materialAttributeLabel,
  orderMaterialAttributes,
  type MaterialAttributeKey,
} from '@laydown/domain';
import type { ListColumn } from '../../components/load-more-table';
import { TagList } from '../../components/tag-list';

type Column = Omit<ListColumn<CompanyMaterialRecord>, 'key' | 'title'>;

/**
 * Widths that fit the default columns in the 1,440 px layout (description, actions and Active
 * included); long values are cut with an ellipsis and shown whole on hover.
 */
const WIDTHS: Partial<Record<MaterialAttributeKey, number>> = {
  cost_code_id: 110,
  cost_code_phase_id: 100,
  product_identifier: 140,
  manufacturer: 116,
  unit_id: 60,
  material: 120,
  size: 84,
  group: 100,
  sub_group: 100,
  connection_type: 110,
  tags: 130,
  project_ids: 140,
  weight: 80,
  price_per_weight: 90,
  mix_code: 90,
  mix_design: 140,
  image_url: 64,
};

/** Columns the picker offers but that start hidden, so the defaults fit the screen. */
const HIDDEN_BY_DEFAULT: readonly MaterialAttributeKey[] = [
  'group',
  'sub_group',
  'connection_type',
];

/** How each configurable attribute shows as a list column. */
function attributeColumn(key: MaterialAttributeKey, projectName: (id: number) => string): Column {
  switch (key) {
    case 'cost_code_id':
      return { render: (m) => m.cost_code };
    case 'cost_code_phase_id':
      return { render: (m) => m.cost_code_phase };
    case 'unit_id':
      return { render: (m) => m.unit_name };
    case 'tags':
      return { render: (m) => <TagList tags={m.tags} /> };
    case 'project_ids':
      return {
        render: (m) =>
          m.project_ids.length === 0 ? (
            'All projects'
          ) : (
            <TagList tags={m.project_ids.map(projectName)} />
          ),
      };
    case 'weight':
    case 'price_per_weight':
      return { align: 'right', render: (m) => m[key] };
    case 'image_url':
      return {
        render: (m) =>
          m.image_url ? (
            <img src={m.image_url} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
          ) : null,
      };
    case 'product_identifier':
    case 'manufacturer':
    case 'material':
    case 'group':
    case 'size':
      return { sortField: key, render: (m) => m[key] };
    default:
      return { render: (m) => m[key] };
  }
}

/** The list columns the company configured (decision 0026), cost code then phase first. */
export function configuredColumns(
  keys: readonly string[],
  projectName: (id: number) => string,
): ListColumn<CompanyMaterialRecord>[] {
  return orderMaterialAttributes(keys).map((key) => ({
    key: key === 'unit_id' ? 'unit' : key,
    title: materialAttributeLabel(key),
    width: WIDTHS[key],
    ellipsis: key !== 'tags' && key !== 'project_ids' && key !== 'image_url',
    hiddenByDefault: HIDDEN_BY_DEFAULT.includes(key),
    ...attributeColumn(key, projectName),
  }));
}
