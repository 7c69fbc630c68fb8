import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateCompanyVendorRequest, VendorPayload } from '@laydown/contracts';
import { DOMAIN_MATCH_DEBOUNCE_MS } from '@laydown/domain';
import { referenceKeys } from '../../api/reference-query-keys';
import {
  createCompanyVendor,
  createContactWithVendorUser,
  fetchCompanyVendors,
  fetchContacts,
  matchVendorByDomain,
  searchVendorUsers,
  updateCompanyVendor,
  updateContact,
} from '../../api/vendors';
import { usePagedList } from '../../components/use-paged-list';

export function useCompanyVendors(apiQuery: string) {
  return usePagedList([...referenceKeys.vendors, 'list', apiQuery], (page, signal) =>
    fetchCompanyVendors(apiQuery, page, signal),
  );
}

export function useAllCompanyVendors() {
  return useQuery({
    queryKey: [...referenceKeys.vendors, 'all'],
    queryFn: ({ signal }) =>
      fetchCompanyVendors('per_page=1000&active=true', 1, signal).then((p) => p.records),
  });
}

export function useContacts(companyVendorId: number) {
  return useQuery({
    queryKey: [...referenceKeys.vendors, 'contacts', companyVendorId],
    queryFn: ({ signal }) => fetchContacts(companyVendorId, signal),
  });
}

/** The value once it has not changed for `ms` (the spec's debounces, §9). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The vendor owning the email's domain, looked up 1 s after typing stops. */
export function useDomainMatch(email: string) {
  const domain = useDebounced(
    email.includes('@') ? email.slice(email.lastIndexOf('@') + 1) : '',
    DOMAIN_MATCH_DEBOUNCE_MS,
  );
  return useQuery({
    queryKey: [...referenceKeys.vendors, 'match', domain],
    queryFn: ({ signal }) => matchVendorByDomain(domain, signal),
    enabled: domain.includes('.'),
  });
}

/** Public vendor users for the email autocomplete (500 ms autocomplete debounce, §9). */
export function useVendorUserSearch(text: string) {
  const term = useDebounced(text.trim(), 500);
  return useQuery({
    queryKey: [...referenceKeys.vendors, 'users', term],
    queryFn: ({ signal }) => searchVendorUsers(term, signal),
    enabled: term.length >= 3,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: referenceKeys.vendors });
}

export function useSaveCompanyVendor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      create,
      update,
    }: {
      id?: number;
      create: VendorPayload;
      update: UpdateCompanyVendorRequest['company_vendor'];
    }) =>
      id === undefined
        ? createCompanyVendor(create)
        : updateCompanyVendor(id, { company_vendor: update }),
    onSuccess: invalidate,
  });
}

export function useCreateContact() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createContactWithVendorUser, onSuccess: invalidate });
}

export function useUpdateContact() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, contact }: { id: number; contact: Parameters<typeof updateContact>[1] }) =>
      updateContact(id, contact),
    onSuccess: invalidate,
  });
}
