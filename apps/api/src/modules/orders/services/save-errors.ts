import { ValidationError, type FieldErrors } from '../../../platform/errors';

/** Refuses a save with its field errors; the first one is the answer's message. */
export function refuseIfInvalid(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ValidationError(first, errors);
}
