import { REFERENCE_MESSAGES } from '@laydown/domain';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';

/** procurement-core §8: duplicate codes answer the spec's texts, and nothing is saved. */
export function rethrowDuplicate(kind: 'cost_code' | 'phase') {
  return (error: unknown): never => {
    if (uniqueViolation(error)) {
      throw new ConflictError(
        kind === 'phase'
          ? REFERENCE_MESSAGES.costCode.duplicatePhase
          : REFERENCE_MESSAGES.costCode.duplicate,
        'duplicate',
      );
    }
    throw error;
  };
}
