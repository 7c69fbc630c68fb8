/**
 * procurement-core §9 "PO number generation methods: DEFAULT, ORDER_NUMBER__COMPANY_ID,
 * ORDER_NUMBER__PROJECT_ID, ORDER_NUMBER__PROJECT_ID__TCM, PREFIX_WITH_PROJECT_ID". The spec
 * names them only; decision 0046 reads each name as the parts of the number, in order, joined by
 * '-'. The sequence is the company's order counter, kept by the API.
 */
export const PO_NUMBER_GENERATION_METHODS = [
  'DEFAULT',
  'ORDER_NUMBER__COMPANY_ID',
  'ORDER_NUMBER__PROJECT_ID',
  'ORDER_NUMBER__PROJECT_ID__TCM',
  'PREFIX_WITH_PROJECT_ID',
] as const;
export type PoNumberGenerationMethod = (typeof PO_NUMBER_GENERATION_METHODS)[number];

export interface PoNumberParts {
  /** The company's next order number (1, 2, 3 …). */
  sequence: number;
  /** The company's id. */
  company_id: string | number;
  /** The project's own id (§3 Project project_id, e.g. 'P-1042'); may be empty. */
  project_id?: string | null;
}

/** The literal part that ends an ORDER_NUMBER__PROJECT_ID__TCM number. */
export const TCM_SUFFIX = 'TCM';

/**
 * The order number for `method`: DEFAULT '1042'; ORDER_NUMBER__COMPANY_ID '1042-17';
 * ORDER_NUMBER__PROJECT_ID '1042-P-7'; ORDER_NUMBER__PROJECT_ID__TCM '1042-P-7-TCM';
 * PREFIX_WITH_PROJECT_ID 'P-7-1042'. A project without an id leaves its part out.
 */
export function formatPoNumber(method: PoNumberGenerationMethod, parts: PoNumberParts): string {
  if (!Number.isSafeInteger(parts.sequence) || parts.sequence < 1) {
    throw new RangeError(`An order sequence must be a whole number from 1, not ${parts.sequence}`);
  }
  const number = String(parts.sequence);
  const project = (parts.project_id ?? '').trim();
  const joined = (...pieces: string[]) => pieces.filter((piece) => piece !== '').join('-');
  switch (method) {
    case 'DEFAULT':
      return number;
    case 'ORDER_NUMBER__COMPANY_ID':
      return `${number}-${parts.company_id}`;
    case 'ORDER_NUMBER__PROJECT_ID':
      return joined(number, project);
    case 'ORDER_NUMBER__PROJECT_ID__TCM':
      return joined(number, project, TCM_SUFFIX);
    case 'PREFIX_WITH_PROJECT_ID':
      return joined(project, number);
  }
}
