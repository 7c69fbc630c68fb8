import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TaxCodeRate, UnitFactors } from '@laydown/domain';
import type { OrderSettingsRecord } from '@laydown/contracts';
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

/** Each choice list of the form: how it is read, and whether the company's settings use it. */
const LOADS = {
  settings: fetchOrderSettings,
  projects: (s: AbortSignal) => fetchProjects(`${ALL}&active=true`, 1, s).then((p) => p.records),
  vendors: (s: AbortSignal) => fetchCompanyVendors(ALL, 1, s).then((p) => p.records),
  watchers: fetchWatcherCandidates,
  units: (s: AbortSignal) => fetchUnits(ALL, 1, s).then((p) => p.records),
  'tax-codes': (s: AbortSignal) => fetchTaxCodes(ALL, 1, s).then((p) => p.records),
  'cost-codes': (s: AbortSignal) => fetchCostCodes(ALL, 1, s).then((p) => p.records),
  carriers: fetchShippingCarriers,
  addresses: fetchAddressIndex,
};
type ReferenceName = keyof typeof LOADS;
type ReferenceData<N extends ReferenceName> = Awaited<ReturnType<(typeof LOADS)[N]>>;

function referenceQuery<N extends ReferenceName>(name: N) {
  return {
    queryKey: [...KEY, name],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      LOADS[name](signal) as Promise<ReferenceData<N>>,
    staleTime: STALE_MS,
  };
}

function used(name: ReferenceName, settings: OrderSettingsRecord | undefined): boolean {
  if (name === 'tax-codes') return settings?.tax_codes === true;
  if (name === 'cost-codes') return settings?.uses_cost_codes === true;
  return true;
}

/**
 * The form's choices read ahead, where an order is about to be opened (the order list, once it is
 * shown): opening one then waits for the order alone (issue 11, decision 0098).
 */
export async function prefetchOrderReferences(client: QueryClient): Promise<void> {
  const settings = await client.fetchQuery(referenceQuery('settings'));
  const names = (Object.keys(LOADS) as ReferenceName[]).filter(
    (name) => name !== 'settings' && used(name, settings),
  );
  await Promise.all(names.map((name) => client.prefetchQuery(referenceQuery(name))));
}

function useReference<N extends ReferenceName>(name: N, settings: OrderSettingsRecord | undefined) {
  return useQuery<ReferenceData<N>>({ ...referenceQuery(name), enabled: used(name, settings) });
}

export function useOrderReferences() {
  const settings = useQuery(referenceQuery('settings'));
  const projects = useReference('projects', settings.data);
  const vendors = useReference('vendors', settings.data);
  const watchers = useReference('watchers', settings.data);
  const units = useReference('units', settings.data);
  const taxCodes = useReference('tax-codes', settings.data);
  const costCodes = useReference('cost-codes', settings.data);
  const carriers = useReference('carriers', settings.data);
  const addresses = useReference('addresses', settings.data);

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
