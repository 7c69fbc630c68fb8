import {
  companyMaterialBody,
  materialFacetsBody,
  materialListBody,
  materialTagsBody,
  type CompanyMaterialRecord,
  type CreateCompanyMaterialRequest,
  type MaterialExportRequest,
  type MaterialFacetsBody,
  type MaterialListBody,
  type UpdateCompanyMaterialRequest,
} from '@laydown/contracts';
import { http } from './http-client';

const BASE = '/api/consolidated_company_materials';

export function fetchMaterials(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<MaterialListBody> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`${BASE}?${params}`, { schema: materialListBody, signal });
}

export function fetchMaterialFacets(
  query: string,
  signal?: AbortSignal,
): Promise<MaterialFacetsBody> {
  return http.request(`${BASE}/facets?${query}`, { schema: materialFacetsBody, signal });
}

export function fetchMaterialTags(signal?: AbortSignal): Promise<string[]> {
  return http
    .request('/api/company_materials/tags', { schema: materialTagsBody, signal })
    .then((body) => body.tags);
}

export function createMaterial(
  request: CreateCompanyMaterialRequest,
): Promise<CompanyMaterialRecord> {
  return http
    .request('/api/company_materials', {
      method: 'POST',
      body: request,
      schema: companyMaterialBody,
    })
    .then((body) => body.company_material);
}

export function updateMaterial(
  id: number,
  request: UpdateCompanyMaterialRequest,
): Promise<CompanyMaterialRecord> {
  return http
    .request(`/api/company_materials/${id}`, {
      method: 'PATCH',
      body: request,
      schema: companyMaterialBody,
    })
    .then((body) => body.company_material);
}

export function deleteMaterial(id: number): Promise<void> {
  return http.request(`/api/company_materials/${id}`, { method: 'DELETE' });
}

export function exportMaterials(request: MaterialExportRequest): Promise<Blob> {
  return http.request('/api/consolidated_company_materials/export', {
    method: 'POST',
    body: request,
    read: (response) => response.blob(),
  });
}

export function fetchMaterial(id: number, signal?: AbortSignal): Promise<CompanyMaterialRecord> {
  return http
    .request(`/api/company_materials/${id}`, { schema: companyMaterialBody, signal })
    .then((body) => body.company_material);
}
