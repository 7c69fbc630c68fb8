import { useCallback, useMemo, useState } from 'react';
import { chooseAllFrom, chooseLowest, levelingSummary, type LevelingChoice } from '@laydown/domain';
import type { LevelingRecord } from '@laydown/contracts';

/**
 * The purchaser's choice on the leveling screen (decision 0092): per line or per vendor, summed
 * by the domain's `levelingSummary`, the same function the API uses to record the savings.
 */
export function useLevelingChoice(leveling: LevelingRecord | undefined) {
  const [choice, setChoice] = useState<LevelingChoice>({});
  const lines = useMemo(() => leveling?.lines ?? [], [leveling]);
  const choose = useCallback((key: string, orderId: number | null) => {
    setChoice((current) => {
      const next = { ...current };
      if (orderId === null) delete next[key];
      else next[key] = orderId;
      return next;
    });
  }, []);
  const chooseAll = useCallback(
    (orderId: number) => setChoice((current) => ({ ...current, ...chooseAllFrom(lines, orderId) })),
    [lines],
  );
  const lowest = useCallback(() => setChoice(chooseLowest(lines)), [lines]);
  const clear = useCallback(() => setChoice({}), []);
  const summary = useMemo(() => levelingSummary(lines, choice), [lines, choice]);
  return { choice, choose, chooseAll, lowest, clear, summary };
}
