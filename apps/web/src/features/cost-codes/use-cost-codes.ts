import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CodeInput,
  CostCodeInput,
  CostCodePhaseRequest,
  UpdateCostCodeRequest,
} from '@laydown/contracts';
import { DEFAULT_COST_CODE_SETTINGS } from '@laydown/domain';
import {
  createCostCodes,
  fetchCodes,
  fetchCostCodeFacets,
  fetchCostCodes,
  fetchCostCodeSettings,
  fetchCostCodeTags,
  fetchPhases,
  saveCode,
  savePhase,
  updateCostCode,
  type CodeKind,
} from '../../api/cost-codes';
import { referenceKeys } from '../../api/reference-query-keys';
import { usePagedList } from '../../components/use-paged-list';

const keys = {
  list: (query: string) => [...referenceKeys.costCodes, 'list', query] as const,
  facets: (query: string) => [...referenceKeys.costCodes, 'facets', query] as const,
  tags: [...referenceKeys.costCodes, 'tags'] as const,
  settings: [...referenceKeys.costCodes, 'settings'] as const,
  codes: (kind: CodeKind, query: string) => [...referenceKeys.costCodes, kind, query] as const,
  phases: (query: string) => [...referenceKeys.costCodes, 'phases', query] as const,
};

/** The cost code settings that shape forms; defaults (all off) until they load. */
export function useCostCodeSettings() {
  const query = useQuery({
    queryKey: keys.settings,
    queryFn: ({ signal }) => fetchCostCodeSettings(signal),
  });
  return { settings: query.data ?? DEFAULT_COST_CODE_SETTINGS, loaded: query.isSuccess };
}

export function useCostCodes(apiQuery: string) {
  return usePagedList(keys.list(apiQuery), (page, signal) =>
    fetchCostCodes(apiQuery, page, signal),
  );
}

export function useCostCodeFacets(apiQuery: string) {
  return useQuery({
    queryKey: keys.facets(apiQuery),
    queryFn: ({ signal }) => fetchCostCodeFacets(apiQuery, signal),
  });
}

export function useCostCodeTags() {
  return useQuery({ queryKey: keys.tags, queryFn: ({ signal }) => fetchCostCodeTags(signal) });
}

export function useCodes(kind: CodeKind, apiQuery: string) {
  return usePagedList(keys.codes(kind, apiQuery), (page, signal) =>
    fetchCodes(kind, apiQuery, page, signal),
  );
}

/** All numbers or classes (the fetch-all page of 1000) for selects. */
export function useAllCodes(kind: CodeKind) {
  return useQuery({
    queryKey: keys.codes(kind, 'all'),
    queryFn: ({ signal }) => fetchCodes(kind, 'per_page=1000', 1, signal).then((p) => p.records),
  });
}

export function usePhases(apiQuery: string) {
  return usePagedList(keys.phases(apiQuery), (page, signal) => fetchPhases(apiQuery, page, signal));
}

export function useAllPhases(projectId?: number | null) {
  const query = projectId ? `per_page=1000&project_id=${projectId}` : 'per_page=1000';
  return useQuery({
    queryKey: keys.phases(query),
    queryFn: ({ signal }) => fetchPhases(query, 1, signal).then((p) => p.records),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: referenceKeys.costCodes });
}

export function useSaveCode(kind: CodeKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CodeInput }) => saveCode(kind, id, input),
    onSuccess: invalidate,
  });
}

export function useSavePhase() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CostCodePhaseRequest['cost_code_phase'] }) =>
      savePhase(id, input),
    onSuccess: invalidate,
  });
}

export function useSaveCostCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      create,
      update,
    }: {
      id?: number;
      create: CostCodeInput;
      update: UpdateCostCodeRequest['cost_code'];
    }) =>
      id === undefined
        ? createCostCodes([create]).then((rows) => rows[0])
        : updateCostCode(id, update),
    onSuccess: invalidate,
  });
}
