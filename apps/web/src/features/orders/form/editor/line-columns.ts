import { useMemo } from 'react';
import { requiredLineFields, type DocumentKind } from '@laydown/domain';
import type { OrderRecord } from '@laydown/contracts';
import type { OrderKind } from '../order-draft';
import type { LineColumns } from '../order-line-row';
import type { OrderReferences } from '../use-order-references';

const REQUEST_STATES = new Set(['DRAFTED_REQUEST', 'REQUESTED', 'APPROVED']);

/**
 * §5 "configured per document kind (order, quote, request)": a saved request is one by its state;
 * a new one is one when it is written through the company's private order form.
 */
export function documentKind(
  record: OrderRecord | null,
  kind: OrderKind,
  asRequest = false,
): DocumentKind {
  if (asRequest || (record && REQUEST_STATES.has(record.state))) return 'REQUEST';
  return kind === 'RFQ' ? 'QUOTE' : 'ORDER';
}

interface LineColumnsInput {
  kind: DocumentKind;
  settings: OrderReferences['settings'];
  canViewCosts: boolean;
  hiddenColumns: string[];
}

/** Which line columns show and which fields are required (the Options drawer hides some). */
export function useLineColumns({
  kind,
  settings,
  canViewCosts,
  hiddenColumns,
}: LineColumnsInput): LineColumns {
  return useMemo(() => {
    const required = settings
      ? requiredLineFields(kind, {
          configured: settings.required_line_fields[kind],
          uses_cost_codes: settings.uses_cost_codes,
          tax_codes: settings.tax_codes,
        })
      : [];
    return {
      costs: canViewCosts && !hiddenColumns.includes('costs'),
      costCodes: (settings?.uses_cost_codes ?? false) && !hiddenColumns.includes('costCodes'),
      taxCodes: (settings?.tax_codes ?? false) && canViewCosts,
      required: new Set(required),
    };
  }, [kind, settings, canViewCosts, hiddenColumns]);
}
