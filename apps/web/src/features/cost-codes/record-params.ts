/** The query-string parameter that names the open record of each tab of the cost codes page. */
export const RECORD_PARAMS = {
  cost_codes: 'cost_code_id',
  numbers: 'number_id',
  phases: 'phase_id',
  classes: 'class_id',
} as const;
