import { Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { DOMAIN_MESSAGE, isDomainName, normalizeDomain } from '@laydown/domain';

interface DomainsInputProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  value?: string[];
  onChange?: (domains: string[]) => void;
  disabled?: boolean;
  testId: string;
  ariaLabel: string;
}

/** Entries become domains as they are typed: 'https://www.Acme.com/' is acme.com, once. */
export function normalizeDomainList(values: readonly string[]): string[] {
  const cleaned = values.map((value) => normalizeDomain(value).replace(/^@/, '')).filter(Boolean);
  return [...new Set(cleaned)];
}

/** Names the entries that are not domains, on the field itself, as soon as they are added. */
export const domainsRule: Rule = {
  validator: (_rule, value: unknown) => {
    const wrong = (Array.isArray(value) ? (value as string[]) : []).filter(
      (domain) => !isDomainName(domain),
    );
    return wrong.length === 0
      ? Promise.resolve()
      : Promise.reject(new Error(`${wrong.map((d) => `"${d}"`).join(', ')}: ${DOMAIN_MESSAGE}`));
  },
};

/**
 * Domains as tags. Enter, a comma or a semicolon ends one; a space does not, so a company name
 * typed by mistake stays one entry that the field flags instead of becoming several junk tags.
 */
export function DomainsInput({
  id,
  value,
  onChange,
  disabled,
  testId,
  ariaLabel,
}: DomainsInputProps) {
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      value={value}
      onChange={(next: string[]) => onChange?.(normalizeDomainList(next))}
      tokenSeparators={[',', ';']}
      disabled={disabled}
      placeholder="example.com"
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
}
