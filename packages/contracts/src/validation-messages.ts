import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '@laydown/domain';

type Issue = Parameters<NonNullable<z.core.$ZodErrorMap>>[0];

const asNumber = (value: number | bigint) => Number(value);

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = asNumber(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return M.textLength(limit);
      if (!big && limit <= 1) return M.blank;
      return big ? M.textTooLong(limit) : M.textTooShort(limit);
    case 'array':
    case 'set':
      return big ? M.tooManyItems(limit) : M.tooFewItems(limit);
    default:
      return big ? M.numberTooBig(limit, inclusive) : M.numberTooSmall(limit, inclusive);
  }
}

/**
 * A union (text or number, say) names what the value came closest to: the one option whose type
 * matched and a check failed, else the types it may have.
 */
function unionMessage(issue: Issue & { code: 'invalid_union' }): string {
  const options = issue.errors ?? [];
  const matched = options.find((issues) => issues[0] && issues[0].code !== 'invalid_type');
  if (matched?.[0]) return matched[0].message;
  const expected = options.flatMap((issues) =>
    issues[0]?.code === 'invalid_type' ? [issues[0].expected] : [],
  );
  return expected.length ? M.wrongTypes(expected) : M.invalid;
}

/**
 * zod's default texts ('Too big: expected string to have <=200 characters') as the field
 * messages a person reads ('Must be at most 200 characters.'). A message a contract gives itself
 * (the spec's texts) wins over this map; undefined keeps zod's own.
 */
export function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? M.required : M.wrongType(issue.expected);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return issue.format === 'regex' ? M.format('') : M.format(issue.format);
    case 'not_multiple_of':
      return M.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return M.unknownFields(issue.keys);
    case 'invalid_value':
      return M.oneOf(issue.values);
    case 'invalid_union':
      return unionMessage(issue);
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return M.invalid;
    default:
      return undefined;
  }
}

z.config({ customError: humanMessage });
