import { Avatar, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CompanyVendorRecord } from '@laydown/contracts';
import { canAddVendorContact } from '@laydown/domain';
import { ActiveFilter } from '../../components/active-filter';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import { TagList } from '../../components/tag-list';
import { useListParams } from '../../components/use-list-params';
import { useCurrentUser } from '../../shell/current-user';
import { ContactDrawer } from './contact-drawer';
import { useCompanyVendors } from './use-vendors';
import { VendorDrawer } from './vendor-drawer';
import { searchEmptyText } from '../../components/search-empty-text';

const FILTERS = ['active'] as const;

function VendorName({ vendor }: { vendor: CompanyVendorRecord }) {
  return (
    <Space>
      <Avatar size="small" src={vendor.vendor.logo ?? undefined}>
        {vendor.vendor_name.charAt(0)}
      </Avatar>
      <span>{vendor.vendor_name}</span>
      {vendor.vendor_nickname ? (
        <Typography.Text type="secondary">({vendor.vendor_nickname})</Typography.Text>
      ) : null}
    </Space>
  );
}

/** Company vendors: search, active filter, Load More; vendor drawer and 'New Vendor Contact'. */
export function VendorsPage() {
  const user = useCurrentUser();
  const params = useListParams(FILTERS);
  const { query, records, total } = useCompanyVendors(params.apiQuery);
  const [open, setOpen] = useState<CompanyVendorRecord | null | undefined>(undefined);
  const [addingContact, setAddingContact] = useState(false);
  const canEdit = user.user_permissions.can_edit_vendor_database;
  const canContact = canAddVendorContact({
    roleName: user.role?.name ?? '',
    canEditVendors: canEdit,
  });

  const columns: ListColumn<CompanyVendorRecord>[] = [
    {
      key: 'name',
      title: 'Vendor',
      sortField: 'vendor_name',
      fixed: true,
      render: (v) =>
        canEdit ? (
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => setOpen(v)}
            data-testid="vendor-open"
          >
            <VendorName vendor={v} />
          </Button>
        ) : (
          <VendorName vendor={v} />
        ),
    },
    { key: 'domains', title: 'Domains', render: (v) => <TagList tags={v.vendor.domains} /> },
    { key: 'external', title: 'External id', render: (v) => v.external_vendor_id ?? '—' },
    { key: 'contacts', title: 'Contacts', align: 'right', render: (v) => v.contacts_count },
    { key: 'active', title: 'Status', render: (v) => <ActiveBadge active={v.active} /> },
  ];

  return (
    <ListPage
      title="Vendors"
      total={total}
      testId="vendors-page"
      createLabel="New Vendor"
      onCreate={canEdit ? () => setOpen(null) : undefined}
      toolbar={
        <>
          <ListSearch value={params.search} onSearch={params.setSearch} testId="vendors-search" />
          <ActiveFilter
            value={params.filters.active ?? []}
            onChange={(v) => params.setFilter('active', v)}
            testId="vendors-active-filter"
          />
          {canContact ? (
            <Button onClick={() => setAddingContact(true)} data-testid="vendors-new-contact">
              New Vendor Contact
            </Button>
          ) : null}
        </>
      }
    >
      <LoadMoreTable<CompanyVendorRecord>
        tableId="vendors-table"
        columns={columns}
        records={records}
        rowKey={(v) => v.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        onOpen={canEdit ? setOpen : undefined}
        renderCard={(v) => (
          <>
            <VendorName vendor={v} />
            <div style={{ marginTop: 4 }}>
              <TagList tags={v.vendor.domains} /> <ActiveBadge active={v.active} />
            </div>
          </>
        )}
      />
      {open !== undefined ? (
        <VendorDrawer vendor={open} onClose={() => setOpen(undefined)} />
      ) : null}
      {addingContact ? <ContactDrawer onClose={() => setAddingContact(false)} /> : null}
    </ListPage>
  );
}
