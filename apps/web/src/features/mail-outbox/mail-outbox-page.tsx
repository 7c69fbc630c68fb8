import { Typography } from 'antd';
import { PageResult } from '../../components/page-result';
import dayjs from 'dayjs';
import type { OutboxMailSummary } from '@laydown/contracts';
import { isApiError } from '../../api/api-error';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { StatusBadge } from '../../components/status-badge';
import { RecordLink } from '../../components/record-link';
import { useListParams } from '../../components/use-list-params';
import { useRecordRoute } from '../../components/use-record-route';
import { MailDrawer } from './mail-drawer';
import { MAIL_STATUS_LOOK } from './mail-status';
import { useMailOutbox } from './use-mail-outbox';

const written = (iso: string) => dayjs(iso).format('MM/DD/YYYY hh:mm a');

const mailColumns = (hrefFor: (id: number) => string): ListColumn<OutboxMailSummary>[] => [
  { key: 'to', title: 'To', fixed: true, render: (mail) => mail.to },
  {
    key: 'subject',
    title: 'Subject',
    render: (mail) => <RecordLink to={hrefFor(mail.id)}>{mail.subject}</RecordLink>,
  },
  {
    key: 'status',
    title: 'Status',
    width: 120,
    render: (mail) => <StatusBadge status={mail.status} look={MAIL_STATUS_LOOK} />,
  },
  { key: 'created_at', title: 'Written', width: 190, render: (mail) => written(mail.created_at) },
];

function MailCard({ mail }: { mail: OutboxMailSummary }) {
  return (
    <div>
      <Typography.Text strong>{mail.subject}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{mail.to}</Typography.Text>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <StatusBadge status={mail.status} look={MAIL_STATUS_LOOK} />
        <Typography.Text type="secondary">{written(mail.created_at)}</Typography.Text>
      </div>
    </div>
  );
}

/**
 * Mail outbox: without SMTP_URL the product's mail waits here (invitations, confirmations, resets),
 * so an admin can pass a link on; with SMTP it shows what went out and what failed.
 */
export function MailOutboxPage() {
  const list = useListParams([]);
  const route = useRecordRoute('mail_id');
  const query = useMailOutbox(list.search);

  if (isApiError(query.error) && query.error.status === 403) {
    return (
      <PageResult
        status="403"
        title="Not allowed"
        subTitle="Only administrators who manage users can read the mail outbox."
        testId="forbidden"
      />
    );
  }

  return (
    <>
      <ListPage
        title="Mail outbox"
        total={query.data?.pages[0]?.total_count}
        testId="mail-outbox-page"
        toolbar={<ListSearch value={list.search} onSearch={list.setSearch} testId="mail-search" />}
      >
        <LoadMoreTable<OutboxMailSummary>
          tableId="mail-table"
          rowKey={(mail) => mail.id}
          columns={mailColumns(route.hrefFor)}
          records={query.data?.pages.flatMap((page) => page.records) ?? []}
          {...listTableProps(query, list)}
          renderCard={(mail) => <MailCard mail={mail} />}
          recordHref={(mail) => route.hrefFor(mail.id)}
          emptyText={list.search ? `No items found for "${list.search}"` : 'No mail yet'}
        />
      </ListPage>
      {route.recordId !== null ? (
        <MailDrawer mailId={route.recordId} onClose={route.close} />
      ) : null}
    </>
  );
}
