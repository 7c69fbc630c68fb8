import { memo } from 'react';
import { Button, Input, Select, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { roundTo, type LineRequirableField } from '@laydown/domain';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { formatUsd } from '../order-money';
import { MaterialSearch } from './material-search';
import type { LineDraft } from './order-draft';
import type { OrderReferences } from './use-order-references';
import { VendorAnswerCell } from './vendor-answer-cell';

export interface LineColumns {
  costs: boolean;
  costCodes: boolean;
  taxCodes: boolean;
  required: ReadonlySet<LineRequirableField>;
}

interface OrderLineRowProps {
  line: LineDraft;
  index: number;
  deliveryIndex: number;
  columns: LineColumns;
  references: Pick<OrderReferences, 'units' | 'costCodes' | 'taxCodes'>;
  extendedCost: string | null;
  readOnly: boolean;
  onChange: (key: string, patch: Partial<LineDraft>) => void;
  onRemove: (key: string) => void;
  /** The list's measure of a drawn line's height (the lines are drawn around the window). */
  measureRef?: (element: HTMLElement | null) => void;
}

/** A field's label, with the §5 required marker of the document kind. */
export function fieldLabel(text: string, required: boolean) {
  return required ? `${text} *` : text;
}

/** What a catalogue pick fills in (§5: a new text or unit clears the catalogue link, see below). */
export function linePatchFromMaterial(material: CompanyMaterialRecord): Partial<LineDraft> {
  return {
    // A provider-catalogue material is copied as text: the company has no record of it yet.
    company_material_id: material.is_catalog ? null : material.id,
    description: material.description,
    product_identifier: material.product_identifier,
    unit_id: material.unit_id,
    unit_name: material.unit_name,
    unit_cost: material.unit_price ?? '',
    cost_code_id: material.cost_code_id,
  };
}

const money = (value: string | null) => (value === null ? '' : formatUsd(roundTo(value, 2)));

/**
 * One material line. The same fields are a row of the list layout from md up and a small table
 * of label and value on a phone (§2); CSS decides, so the keyboard order is the same on both.
 */
export const OrderLineRow = memo(function OrderLineRow(props: OrderLineRowProps) {
  const { line, columns, references, readOnly } = props;
  const n = props.index + 1;
  const id = `d${props.deliveryIndex}-l${props.index}`;
  const change = (patch: Partial<LineDraft>) => props.onChange(line.key, patch);
  const req = (field: LineRequirableField) => columns.required.has(field);
  return (
    <div
      ref={props.measureRef}
      className="order-line"
      role="row"
      aria-rowindex={props.index + 2}
      data-index={props.index}
      data-testid={`order-line-${id}`}
    >
      <span className="order-line-cell order-line-number" role="cell">
        <span className="order-line-label">#</span>
        {n}
      </span>
      <span className="order-line-cell order-line-material" role="cell">
        <span className="order-line-label">Material</span>
        <MaterialSearch
          value={line.description}
          label={`Material of line ${n}`}
          testId={`line-material-${id}`}
          disabled={readOnly}
          // §4 Other behaviours: a changed text clears the link to the catalogue material.
          onChange={(description) => change({ description, company_material_id: null })}
          onPick={(material) => change(linePatchFromMaterial(material))}
        />
      </span>
      <span className="order-line-cell" role="cell">
        <span className="order-line-label">{fieldLabel('Quantity', req('quantity'))}</span>
        <Input
          inputMode="decimal"
          value={line.quantity}
          disabled={readOnly}
          aria-label={fieldLabel(`Quantity of line ${n}`, req('quantity'))}
          aria-required={req('quantity')}
          status={line.quantity !== '' && Number.isNaN(Number(line.quantity)) ? 'error' : undefined}
          onChange={(e) => change({ quantity: e.target.value })}
          data-testid={`line-quantity-${id}`}
        />
      </span>
      <span className="order-line-cell" role="cell">
        <span className="order-line-label">{fieldLabel('Unit', req('unit'))}</span>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          value={line.unit_id ?? undefined}
          disabled={readOnly}
          aria-label={fieldLabel(`Unit of line ${n}`, req('unit'))}
          options={references.units.map((unit) => ({
            value: unit.id,
            label: unit.unit_name_label,
          }))}
          onChange={(unit_id?: number) =>
            change({ unit_id: unit_id ?? null, unit_name: null, company_material_id: null })
          }
          placeholder={line.unit_name ?? undefined}
          data-testid={`line-unit-${id}`}
        />
      </span>
      {columns.costs ? (
        <span className="order-line-cell" role="cell">
          <span className="order-line-label">{fieldLabel('Unit cost', req('unit_cost'))}</span>
          <Input
            inputMode="decimal"
            prefix="$"
            value={line.unit_cost}
            disabled={readOnly}
            aria-label={fieldLabel(`Unit cost of line ${n}`, req('unit_cost'))}
            status={
              line.unit_cost !== '' && Number.isNaN(Number(line.unit_cost)) ? 'error' : undefined
            }
            onChange={(e) => change({ unit_cost: e.target.value })}
            data-testid={`line-unit-cost-${id}`}
          />
        </span>
      ) : null}
      {columns.costCodes ? (
        <span className="order-line-cell" role="cell">
          <span className="order-line-label">{fieldLabel('Cost code', req('cost_code'))}</span>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            value={line.cost_code_id ?? undefined}
            disabled={readOnly}
            aria-label={fieldLabel(`Cost code of line ${n}`, req('cost_code'))}
            options={references.costCodes.map((code) => ({
              value: code.id,
              label: code.description ? `${code.code} ${code.description}` : code.code,
            }))}
            onChange={(cost_code_id?: number) => change({ cost_code_id: cost_code_id ?? null })}
            data-testid={`line-cost-code-${id}`}
          />
        </span>
      ) : null}
      {columns.taxCodes ? (
        <span className="order-line-cell" role="cell">
          <span className="order-line-label">{fieldLabel('Tax', req('tax'))}</span>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            value={line.tax_code_id ?? undefined}
            disabled={readOnly}
            aria-label={fieldLabel(`Tax code of line ${n}`, req('tax'))}
            options={references.taxCodes
              .filter((code) => code.discarded_at === null || code.id === line.tax_code_id)
              .map((code) => ({ value: code.id, label: code.code }))}
            onChange={(tax_code_id?: number) => change({ tax_code_id: tax_code_id ?? null })}
            data-testid={`line-tax-code-${id}`}
          />
        </span>
      ) : null}
      {columns.costs ? (
        <span className="order-line-cell order-line-money" role="cell">
          <span className="order-line-label">Ext. cost</span>
          <span data-testid={`line-ext-cost-${id}`}>{money(props.extendedCost)}</span>
        </span>
      ) : null}
      <span className="order-line-cell order-line-note" role="cell">
        <span className="order-line-label">Note</span>
        <Input
          value={line.company_note}
          disabled={readOnly}
          aria-label={`Note of line ${n}`}
          onChange={(e) => change({ company_note: e.target.value })}
        />
      </span>
      <span className="order-line-cell order-line-response" role="cell">
        <span className="order-line-label">Vendor response</span>
        <VendorAnswerCell lineId={line.id} n={n} />
      </span>
      <span className="order-line-cell order-line-remove" role="cell">
        <Tooltip title="Remove line">
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Remove line ${n}`}
            disabled={readOnly}
            onClick={() => props.onRemove(line.key)}
          />
        </Tooltip>
      </span>
    </div>
  );
});
