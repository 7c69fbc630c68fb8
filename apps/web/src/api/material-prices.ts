import { pricesHistoryBody, type PricesHistoryBody } from '@laydown/contracts';
import type { PriceHistoryKind } from '@laydown/domain';
import { http } from './http-client';

/** GET /company_materials/:id/prices_history (procurement-core §7). */
export function fetchPricesHistory(
  materialId: number,
  kind: PriceHistoryKind,
  page: number,
  signal?: AbortSignal,
): Promise<PricesHistoryBody> {
  const params = new URLSearchParams({ kind, page: String(page) });
  return http.request(`/api/company_materials/${materialId}/prices_history?${params}`, {
    schema: pricesHistoryBody,
    signal,
  });
}
