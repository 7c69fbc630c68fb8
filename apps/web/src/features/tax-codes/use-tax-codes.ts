import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxCodeRateInput, UpdateTaxCodeRequest } from '@laydown/contracts';
import { referenceKeys } from '../../api/reference-query-keys';
import { addTaxCodeRate, createTaxCode, fetchTaxCodes, updateTaxCode } from '../../api/tax-codes';
import { usePagedList } from '../../components/use-paged-list';

export function useTaxCodes(apiQuery: string) {
  return usePagedList([...referenceKeys.taxCodes, apiQuery], (page, signal) =>
    fetchTaxCodes(apiQuery, page, signal),
  );
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: referenceKeys.taxCodes });
}

export interface TaxCodeSave {
  id?: number;
  fields: UpdateTaxCodeRequest['tax_code'] & { code: string };
  newRates: TaxCodeRateInput[];
}

/** A new code with its rates in one call; an existing one is updated, then each new rate added. */
export function useSaveTaxCode() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, fields, newRates }: TaxCodeSave) => {
      if (id === undefined) {
        const { active: _active, ...rest } = fields;
        return createTaxCode({ tax_code: { ...rest, tax_code_rates: newRates } });
      }
      let saved = await updateTaxCode(id, { tax_code: fields });
      for (const rate of newRates) saved = await addTaxCodeRate(id, rate);
      return saved;
    },
    onSettled: invalidate,
  });
}
