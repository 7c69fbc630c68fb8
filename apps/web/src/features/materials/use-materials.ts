import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateCompanyMaterialRequest,
  UpdateCompanyMaterialRequest,
} from '@laydown/contracts';
import { materialSortValue, MATERIAL_SORT_FIELDS, type MaterialSortField } from '@laydown/domain';
import {
  createMaterial,
  deleteMaterial,
  fetchMaterialFacets,
  fetchMaterials,
  fetchMaterialTags,
  updateMaterial,
} from '../../api/materials';
import { usePagedList } from '../../components/use-paged-list';

export const materialKeys = {
  all: ['materials'] as const,
  list: (query: string) => [...materialKeys.all, 'list', query] as const,
  facets: (query: string) => [...materialKeys.all, 'facets', query] as const,
  tags: () => [...materialKeys.all, 'tags'] as const,
};

/**
 * The list's query string as the material API reads it: sort in the §9 format
 * (company_materials__field__direction) instead of sort + sort_direction.
 */
export function materialApiQuery(listQuery: string): string {
  const params = new URLSearchParams(listQuery);
  const field = params.get('sort');
  const direction = params.get('sort_direction');
  params.delete('sort');
  params.delete('sort_direction');
  // §7: the project filter goes as projects_with_empty, an empty JSON array when none is chosen.
  const projects = params.getAll('project_id').map(Number);
  params.delete('project_id');
  params.set('projects_with_empty', JSON.stringify(projects));
  if (
    field &&
    (MATERIAL_SORT_FIELDS as readonly string[]).includes(field) &&
    (direction === 'asc' || direction === 'desc')
  ) {
    params.set('sort', materialSortValue({ field: field as MaterialSortField, direction }));
  }
  return params.toString();
}

export function useMaterials(query: string) {
  const list = usePagedList(materialKeys.list(query), (page, signal) =>
    fetchMaterials(query, page, signal),
  );
  return list;
}

/** A prefetched first page this recent is not fetched again by the next prefetch. */
const PREFETCH_FRESH_MS = 30_000;

/**
 * Fetches the first page of the catalogue as the page opens it without filters, so the page most
 * people open next shows its rows at once (decisions 0080, 0057). Cached like any list: the page
 * still refreshes it when it mounts.
 */
export function prefetchMaterials(queryClient: QueryClient): Promise<void> {
  const query = materialApiQuery('');
  return queryClient.prefetchInfiniteQuery({
    queryKey: materialKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchMaterials(query, pageParam, signal),
    initialPageParam: 1,
    staleTime: PREFETCH_FRESH_MS,
  });
}

export function useMaterialFacets(query: string) {
  return useQuery({
    queryKey: materialKeys.facets(query),
    queryFn: ({ signal }) => fetchMaterialFacets(query, signal),
  });
}

export function useMaterialTags() {
  return useQuery({
    queryKey: materialKeys.tags(),
    queryFn: ({ signal }) => fetchMaterialTags(signal),
  });
}

export type SaveMaterialInput =
  | { id: number; update: UpdateCompanyMaterialRequest['company_material'] }
  | { id?: undefined; create: CreateCompanyMaterialRequest['company_material'] };

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMaterialInput) =>
      input.id === undefined
        ? createMaterial({ company_material: input.create })
        : updateMaterial(input.id, { company_material: input.update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
