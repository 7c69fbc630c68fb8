import {
  listOf,
  unitBody,
  unitRecord,
  type CreateUnitRequest,
  type ListPage,
  type UnitRecord,
  type UpdateUnitRequest,
} from '@laydown/contracts';
import { http } from './http-client';

const unitList = listOf(unitRecord);

export function fetchUnits(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<UnitRecord>> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`/api/common/units?${params}`, { schema: unitList, signal });
}

export function createUnit(request: CreateUnitRequest): Promise<UnitRecord> {
  return http
    .request('/api/common/units', { method: 'POST', body: request, schema: unitBody })
    .then((body) => body.unit);
}

export function updateUnit(id: number, request: UpdateUnitRequest): Promise<UnitRecord> {
  return http
    .request(`/api/common/units/${id}`, { method: 'PATCH', body: request, schema: unitBody })
    .then((body) => body.unit);
}
