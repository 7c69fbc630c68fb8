import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUnitRequest } from '@laydown/contracts';
import { referenceKeys } from '../../api/reference-query-keys';
import { createUnit, fetchUnits, updateUnit } from '../../api/units';
import { usePagedList } from '../../components/use-paged-list';

export function useUnits(apiQuery: string) {
  return usePagedList([...referenceKeys.units, apiQuery], (page, signal) =>
    fetchUnits(apiQuery, page, signal),
  );
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id?: number;
      unit: UpdateUnitRequest['unit'] & { name?: string; multiplier?: string };
    }) => {
      if (input.id === undefined) {
        const { name = '', ...rest } = input.unit;
        return createUnit({ unit: { ...rest, name } });
      }
      const { synonyms, override_label, qty_increment } = input.unit;
      return updateUnit(input.id, { unit: { synonyms, override_label, qty_increment } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.units }),
  });
}
