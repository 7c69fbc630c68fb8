import { Avatar, Button, Space, Typography } from 'antd';
import type { CompanyVendorRecord } from '@laydown/contracts';
import { canAddVendorContact } from '@laydown/domain';
import { fetchCompanyVendor } from '../../api/vendors';
import { ActiveFilter } from '../../components/active-filter';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import { TagList } from '../../components/tag-list';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import { useListParams } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
import { useCurrentUser } from '../../shell/current-user';
import { ContactDrawer } from './contact-drawer';
import { useCompanyVendors } from './use-vendors';
import { referenceKeys } from '../../api/reference-query-keys';
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
  const route = useRecordRoute('vendor_id');
  const contactRoute = useRecordRoute('contact');
  const { query, records, total } = useCompanyVendors(params.apiQuery);
  const { pinned, pin } = usePinnedRecords<CompanyVendorRecord>();
  const opened = useRouteRecord(route.recordId, records, referenceKeys.vendors, fetchCompanyVendor);
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
      render: (v) => (
        <RecordLink to={route.hrefFor(v.id)} testId="vendor-open">
          <VendorName vendor={v} />
        </RecordLink>
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
      onCreate={canEdit ? () => route.open(NEW_RECORD) : undefined}
      toolbar={
        <>
          <ListSearch value={params.search} onSearch={params.setSearch} testId="vendors-search" />
          <ActiveFilter
            value={params.filters.active ?? []}
            onChange={(v) => params.setFilter('active', v)}
            testId="vendors-active-filter"
          />
          {canContact ? (
            <Button onClick={() => contactRoute.open(NEW_RECORD)} data-testid="vendors-new-contact">
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
        pinned={pinned}
        recordHref={(v) => route.hrefFor(v.id)}
        renderCard={(v) => (
          <>
            <RecordLink to={route.hrefFor(v.id)}>
              <VendorName vendor={v} />
            </RecordLink>
            <div style={{ marginTop: 4 }}>
              <TagList tags={v.vendor.domains} /> <ActiveBadge active={v.active} />
            </div>
          </>
        )}
      />
      {route.creating && canEdit ? (
        <VendorDrawer vendor={null} canEdit onClose={route.close} onCreated={pin} />
      ) : null}
      {opened.record ? (
        <VendorDrawer vendor={opened.record} canEdit={canEdit} onClose={route.close} />
      ) : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
      {contactRoute.creating && canContact ? <ContactDrawer onClose={contactRoute.close} /> : null}
    </ListPage>
  );
}
