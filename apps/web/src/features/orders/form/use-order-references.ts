import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TaxCodeRate, UnitFactors } from '@laydown/domain';
import { fetchAddressIndex, fetchShippingCarriers } from '../../../api/addresses';
import { fetchCostCodes } from '../../../api/cost-codes';
import { fetchOrderSettings } from '../../../api/orders';
import { fetchProjects, fetchWatcherCandidates } from '../../../api/projects';
import { fetchTaxCodes } from '../../../api/tax-codes';
import { fetchUnits } from '../../../api/units';
import { fetchCompanyVendors, fetchContacts } from '../../../api/vendors';

/** §9 "fetch-all pages of 1000": the choices of the order form's selects, read once per visit. */
const ALL = 'per_page=1000';
const KEY = ['order-form-references'] as const;
const STALE_MS = 5 * 60_000;

function useReference<T>(name: string, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: [...KEY, name],
    queryFn: ({ signal }) => load(signal),
    staleTime: STALE_MS,
    enabled,
  });
}

export function useOrderReferences() {
  const settings = useReference('settings', fetchOrderSettings);
  const projects = useReference('projects', (s) =>
    fetchProjects(`${ALL}&active=true`, 1, s).then((p) => p.records),
  );
  const vendors = useReference('vendors', (s) =>
    fetchCompanyVendors(ALL, 1, s).then((p) => p.records),
  );
  const watchers = useReference('watchers', fetchWatcherCandidates);
  const units = useReference('units', (s) => fetchUnits(ALL, 1, s).then((p) => p.records));
  const taxCodes = useReference(
    'tax-codes',
    (s) => fetchTaxCodes(ALL, 1, s).then((p) => p.records),
    settings.data?.tax_codes === true,
  );
  const costCodes = useReference(
    'cost-codes',
    (s) => fetchCostCodes(ALL, 1, s).then((p) => p.records),
    settings.data?.uses_cost_codes === true,
  );
  const carriers = useReference('carriers', fetchShippingCarriers);
  const addresses = useReference('addresses', fetchAddressIndex);

  // The same maps while the lists stay, so the form's money is not computed again for nothing.
  const unitFactors = useMemo(
    () => new Map<number, UnitFactors>((units.data ?? []).map((unit) => [unit.id, unit])),
    [units.data],
  );
  const taxRates = useMemo(
    () =>
      new Map<number, readonly TaxCodeRate[]>(
        (taxCodes.data ?? []).map((code) => [code.id, code.tax_code_rates]),
      ),
    [taxCodes.data],
  );
  return {
    loading: settings.isPending,
    error: settings.error,
    settings: settings.data,
    projects: projects.data ?? [],
    vendors: vendors.data ?? [],
    watchers: watchers.data ?? [],
    units: units.data ?? [],
    unitFactors,
    taxCodes: taxCodes.data ?? [],
    taxRates,
    costCodes: costCodes.data ?? [],
    carriers: carriers.data,
    addresses: addresses.data ?? [],
  };
}
export type OrderReferences = ReturnType<typeof useOrderReferences>;

export function useVendorContacts(companyVendorId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'contacts', companyVendorId],
    queryFn: ({ signal }) => fetchContacts(companyVendorId ?? 0, signal),
    enabled: companyVendorId !== null,
    staleTime: STALE_MS,
  });
}
