import { useState } from 'react';
import { Input, Result, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { OutboxMailSummary } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../api/api-error';
import { LoadMoreTable } from '../../components/load-more-table';
import { StatusBadge } from '../../components/status-badge';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { MailDrawer } from './mail-drawer';
import { MAIL_STATUS_LOOK } from './mail-status';
import { useMailOutbox } from './use-mail-outbox';

const written = (iso: string) => dayjs(iso).format('MM/DD/YYYY hh:mm a');

const columns: ColumnsType<OutboxMailSummary> = [
  { title: 'To', dataIndex: 'to', key: 'to', ellipsis: true },
  { title: 'Subject', dataIndex: 'subject', key: 'subject', ellipsis: true },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 120,
    render: (status: OutboxMailSummary['status']) => (
      <StatusBadge status={status} look={MAIL_STATUS_LOOK} />
    ),
  },
  { title: 'Written', dataIndex: 'created_at', key: 'created_at', width: 190, render: written },
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
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const debounced = useDebouncedValue(search.trim());
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useMailOutbox(debounced);

  const setSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('search', value);
    else next.delete('search');
    setParams(next, { replace: true });
  };

  if (isApiError(query.error) && query.error.status === 403) {
    return (
      <Result
        status="403"
        title="Not allowed"
        subTitle="Only administrators who manage users can read the mail outbox."
        data-testid="forbidden"
      />
    );
  }

  const records = query.data?.pages.flatMap((page) => page.records) ?? [];
  const total = query.data?.pages[0]?.total_count;
  return (
    <div data-testid="mail-outbox-page">
      <header className="page-header">
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Mail outbox
          </Typography.Title>
          <Typography.Text type="secondary">
            {total === undefined
              ? 'Mail written by Laydown'
              : `${total} ${total === 1 ? 'mail' : 'mails'}`}
          </Typography.Text>
        </div>
        <Input.Search
          allowClear
          placeholder="Search recipient or subject"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
          aria-label="Search mail"
          data-testid="mail-search"
        />
      </header>
      {query.isError ? (
        <Result
          status="warning"
          title="The mail outbox could not be loaded"
          subTitle={errorMessage(query.error)}
        />
      ) : (
        <LoadMoreTable<OutboxMailSummary>
          rowKey={(mail) => mail.id}
          columns={columns}
          records={records}
          loading={query.isPending}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          renderCard={(mail) => <MailCard mail={mail} />}
          onOpen={(mail) => setOpenId(mail.id)}
          emptyText={debounced ? `No items found for "${debounced}"` : 'No mail yet'}
          testId="mail-table"
        />
      )}
      <MailDrawer mailId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
