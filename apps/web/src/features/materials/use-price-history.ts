import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PriceHistoryKind } from '@laydown/domain';
import { fetchPricesHistory } from '../../api/material-prices';
import { fetchCompanyVendors } from '../../api/vendors';
import { materialKeys } from './use-materials';

export const priceHistoryKeys = {
  history: (id: number, kind: PriceHistoryKind, page: number) =>
    [...materialKeys.all, 'prices-history', id, kind, page] as const,
  vendors: () => [...materialKeys.all, 'active-vendors'] as const,
};

export function usePriceHistory(
  materialId: number,
  kind: PriceHistoryKind,
  page = 1,
  enabled = true,
) {
  return useQuery({
    queryKey: priceHistoryKeys.history(materialId, kind, page),
    queryFn: ({ signal }) => fetchPricesHistory(materialId, kind, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The company's active vendors a preferred price may be given for. */
export function useActiveVendors() {
  return useQuery({
    queryKey: priceHistoryKeys.vendors(),
    queryFn: ({ signal }) => fetchCompanyVendors('active=true&per_page=1000', 1, signal),
    select: (page) => page.records,
  });
}
