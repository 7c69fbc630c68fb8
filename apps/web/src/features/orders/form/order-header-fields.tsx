import { memo } from 'react';
import { Alert, Input, Select } from 'antd';
import { leadTimeWarning, quoteExpiryInRed } from '@laydown/domain';
import type { OrderDraft } from './order-draft';
import { useVendorContacts, type OrderReferences } from './use-order-references';

interface OrderHeaderFieldsProps {
  draft: OrderDraft;
  references: OrderReferences;
  readOnly: boolean;
  now: Date;
  onChange: (patch: Partial<OrderDraft>) => void;
}

const filterByLabel = { optionFilterProp: 'label' } as const;

/** The draft's parts that are not the header: a line typed in the sheet does not render it. */
const NOT_HEADER = new Set<string>(['deliveries', 'added_files', 'removed_files']);
const REFERENCES_READ = ['projects', 'vendors', 'watchers'] as const;

function sameHeader(a: OrderHeaderFieldsProps, b: OrderHeaderFieldsProps): boolean {
  if (a.readOnly !== b.readOnly || a.now !== b.now || a.onChange !== b.onChange) return false;
  if (REFERENCES_READ.some((name) => a.references[name] !== b.references[name])) return false;
  const draftA = a.draft as unknown as Record<string, unknown>;
  const draftB = b.draft as unknown as Record<string, unknown>;
  const names = new Set([...Object.keys(draftA), ...Object.keys(draftB)]);
  return [...names].every((name) => NOT_HEADER.has(name) || draftA[name] === draftB[name]);
}

/**
 * The order's header: project, vendor and contacts, watchers, name, tags, dates and terms. It
 * renders again only when what it shows changes (decision 0094: a keystroke's cost).
 */
export const OrderHeaderFields = memo(function OrderHeaderFields({
  draft,
  references,
  readOnly,
  now,
  onChange,
}: OrderHeaderFieldsProps) {
  const contacts = useVendorContacts(draft.company_vendor_id);
  const expiryRed = quoteExpiryInRed(draft.quote_expires_at || null, now);
  const leadTime = leadTimeWarning(draft.lead_time_cutoff_date_timestamp || null, now);
  return (
    <div className="order-header-fields">
      <div className="order-field">
        <label htmlFor="order-project">Project *</label>
        <Select
          id="order-project"
          showSearch={filterByLabel}
          disabled={readOnly}
          value={draft.project_id ?? undefined}
          aria-required
          options={references.projects.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(project_id: number) => onChange({ project_id })}
          data-testid="order-project"
        />
      </div>
      <div className="order-field">
        <label htmlFor="order-vendor">Vendor</label>
        <Select
          id="order-vendor"
          showSearch={filterByLabel}
          allowClear
          disabled={readOnly}
          value={draft.company_vendor_id ?? undefined}
          options={references.vendors.map((v) => ({ value: v.id, label: v.vendor_name }))}
          onChange={(company_vendor_id?: number) =>
            onChange({ company_vendor_id: company_vendor_id ?? null, vendor_contact_ids: [] })
          }
          data-testid="order-vendor"
        />
      </div>
      <div className="order-field">
        <label htmlFor="order-contacts">Vendor contacts</label>
        <Select
          id="order-contacts"
          mode="multiple"
          showSearch={filterByLabel}
          disabled={readOnly || draft.company_vendor_id === null}
          value={draft.vendor_contact_ids}
          options={(contacts.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.first_name} ${c.last_name} <${c.email}>`,
          }))}
          onChange={(vendor_contact_ids: number[]) => onChange({ vendor_contact_ids })}
          data-testid="order-contacts"
        />
      </div>
      <div className="order-field">
        <label htmlFor="order-watchers">Watchers</label>
        <Select
          id="order-watchers"
          mode="multiple"
          showSearch={filterByLabel}
          disabled={readOnly}
          value={draft.watcher_ids}
          // §6: the server lists only active users who accepted their invite or signed in.
          options={references.watchers.map((w) => ({ value: w.user_id, label: w.name }))}
          onChange={(watcher_ids: number[]) => onChange({ watcher_ids })}
          data-testid="order-watchers"
        />
      </div>
      <div className="order-field">
        <label htmlFor="order-name">Name</label>
        <Input
          id="order-name"
          disabled={readOnly}
          value={draft.name}
          onChange={(e) => onChange({ name: e.target.value })}
          data-testid="order-name"
        />
      </div>
      <div className="order-field">
        <label htmlFor="order-tags">Tags</label>
        <Select
          id="order-tags"
          mode="tags"
          disabled={readOnly}
          value={draft.tags}
          onChange={(tags: string[]) => onChange({ tags })}
          data-testid="order-tags"
        />
      </div>
      {draft.kind === 'RFQ' ? (
        <div className="order-field">
          <label htmlFor="order-quote-expiry">Quote expires</label>
          <Input
            id="order-quote-expiry"
            type="date"
            disabled={readOnly}
            value={draft.quote_expires_at}
            className={expiryRed ? 'order-date-red' : undefined}
            status={expiryRed ? 'error' : undefined}
            onChange={(e) => onChange({ quote_expires_at: e.target.value })}
            data-testid="order-quote-expiry"
          />
        </div>
      ) : null}
      <div className="order-field">
        <label htmlFor="order-lead-time">Lead time cutoff</label>
        <Input
          id="order-lead-time"
          type="date"
          disabled={readOnly}
          value={draft.lead_time_cutoff_date_timestamp}
          onChange={(e) => onChange({ lead_time_cutoff_date_timestamp: e.target.value })}
          data-testid="order-lead-time"
        />
      </div>
      <div className="order-field order-field-wide">
        <label htmlFor="order-notes">Terms and notes</label>
        <Input.TextArea
          id="order-notes"
          autoSize={{ minRows: 2, maxRows: 6 }}
          disabled={readOnly}
          value={draft.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
        />
      </div>
      {leadTime ? (
        <Alert
          className={`order-field-wide lead-time-${leadTime.color}`}
          type={leadTime.level === 'late' ? 'error' : 'warning'}
          showIcon
          title={leadTime.message}
          data-testid="lead-time-warning"
        />
      ) : null}
    </div>
  );
}, sameHeader);
