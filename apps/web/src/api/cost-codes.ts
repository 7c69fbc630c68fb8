import {
  codeRecord,
  costCodeBody,
  costCodeClassBody,
  costCodeNumberBody,
  costCodePhaseBody,
  costCodePhaseRecord,
  costCodeRecord,
  costCodeSettingsBody,
  costCodesBody,
  facetsBody,
  listOf,
  tagsBody,
  type CodeInput,
  type CodeRecord,
  type CostCodeExportRequest,
  type CostCodeInput,
  type CostCodePhaseRecord,
  type CostCodePhaseRequest,
  type CostCodeRecord,
  type ListPage,
  type UpdateCostCodeRequest,
} from '@laydown/contracts';
import { downloadFile } from './download';
import { http } from './http-client';

const withPage = (query: string, page: number) => {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return params.toString();
};

export function fetchCostCodes(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<CostCodeRecord>> {
  return http.request(`/api/cost_codes?${withPage(query, page)}`, {
    schema: listOf(costCodeRecord),
    signal,
  });
}

export function fetchCostCodeFacets(query: string, signal?: AbortSignal) {
  return http
    .request(`/api/cost_codes/facets?${query}`, { schema: facetsBody, signal })
    .then((b) => b.facets);
}

export function fetchCostCodeTags(signal?: AbortSignal) {
  return http.request('/api/cost_codes/tags', { schema: tagsBody, signal }).then((b) => b.tags);
}

export function createCostCodes(costCodes: CostCodeInput[]) {
  return http
    .request('/api/cost_codes', {
      method: 'POST',
      body: { cost_codes: costCodes },
      schema: costCodesBody,
    })
    .then((b) => b.cost_codes);
}

export function updateCostCode(id: number, costCode: UpdateCostCodeRequest['cost_code']) {
  return http
    .request(`/api/cost_codes/${id}`, {
      method: 'PATCH',
      body: { cost_code: costCode },
      schema: costCodeBody,
    })
    .then((b) => b.cost_code);
}

export function exportCostCodes(request: CostCodeExportRequest) {
  return downloadFile('/api/cost_codes/export', request, `cost_codes.${request.format}`);
}

export type CodeKind = 'numbers' | 'classes';
const CODE_PATHS = { numbers: 'cost_code_numbers', classes: 'cost_code_classes' } as const;
const CODE_KEYS = { numbers: 'cost_code_number', classes: 'cost_code_class' } as const;

export function fetchCodes(
  kind: CodeKind,
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<CodeRecord>> {
  return http.request(`/api/${CODE_PATHS[kind]}?${withPage(query, page)}`, {
    schema: listOf(codeRecord),
    signal,
  });
}

/** The record inside either body, whichever key the call answers with. */
const savedCode = {
  parse(data: unknown): CodeRecord {
    const parsed = costCodeNumberBody.safeParse(data);
    return parsed.success
      ? parsed.data.cost_code_number
      : costCodeClassBody.parse(data).cost_code_class;
  },
};

export function saveCode(
  kind: CodeKind,
  id: number | undefined,
  input: CodeInput,
): Promise<CodeRecord> {
  const path = id === undefined ? `/api/${CODE_PATHS[kind]}` : `/api/${CODE_PATHS[kind]}/${id}`;
  return http.request(path, {
    method: id === undefined ? 'POST' : 'PATCH',
    body: { [CODE_KEYS[kind]]: input },
    schema: savedCode,
  });
}

export function fetchPhases(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<CostCodePhaseRecord>> {
  return http.request(`/api/cost_code_phases?${withPage(query, page)}`, {
    schema: listOf(costCodePhaseRecord),
    signal,
  });
}

export function savePhase(id: number | undefined, input: CostCodePhaseRequest['cost_code_phase']) {
  return http
    .request(id === undefined ? '/api/cost_code_phases' : `/api/cost_code_phases/${id}`, {
      method: id === undefined ? 'POST' : 'PATCH',
      body: { cost_code_phase: input },
      schema: costCodePhaseBody,
    })
    .then((b) => b.cost_code_phase);
}

export function exportPhases(format: 'csv' | 'xlsx', search?: string) {
  return downloadFile(
    '/api/cost_code_phases/export',
    { format, ...(search ? { search } : {}) },
    `phase_codes.${format}`,
  );
}

export function fetchCostCodeSettings(signal?: AbortSignal) {
  return http
    .request('/api/cost_codes/settings', { schema: costCodeSettingsBody, signal })
    .then((b) => b.cost_code_settings);
}

export function fetchCostCode(id: number, signal?: AbortSignal): Promise<CostCodeRecord> {
  return http
    .request(`/api/cost_codes/${id}`, { schema: costCodeBody, signal })
    .then((b) => b.cost_code);
}

export function fetchCode(kind: CodeKind, id: number, signal?: AbortSignal): Promise<CodeRecord> {
  return http.request(`/api/${CODE_PATHS[kind]}/${id}`, { schema: savedCode, signal });
}

export function fetchPhase(id: number, signal?: AbortSignal): Promise<CostCodePhaseRecord> {
  return http
    .request(`/api/cost_code_phases/${id}`, { schema: costCodePhaseBody, signal })
    .then((b) => b.cost_code_phase);
}
