import { Alert, Descriptions, Drawer, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { ACCESS_MESSAGES, DRAWER_WIDTH } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { usePageTitle } from '../../components/page-title';
import { StatusBadge } from '../../components/status-badge';
import { useIsNarrow } from '../../components/use-media-query';
import { MAIL_STATUS_LOOK } from './mail-status';
import { useMail } from './use-mail-outbox';

const LINK = /https?:\/\/[^\s<>"]+/g;

interface MailDrawerProps {
  mailId: number;
  onClose: () => void;
}

/** One mail: who, when, the links it carries, and both bodies. */
export function MailDrawer({ mailId, onClose }: MailDrawerProps) {
  const narrow = useIsNarrow();
  const query = useMail(mailId);
  const mail = query.data;
  const links = mail ? [...new Set(mail.text.match(LINK) ?? [])] : [];
  usePageTitle(mail?.subject ?? 'Mail');
  return (
    <Drawer
      title={mail?.subject ?? 'Mail'}
      open
      onClose={onClose}
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      destroyOnHidden
      data-testid="mail-drawer"
    >
      {query.isPending ? <Skeleton active /> : null}
      {query.isError ? (
        <Result
          status="warning"
          title="The mail could not be loaded"
          subTitle={errorMessage(query.error)}
        />
      ) : null}
      {mail ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="To">{mail.to}</Descriptions.Item>
            <Descriptions.Item label="Written">
              {dayjs(mail.created_at).format('MM/DD/YYYY hh:mm a')}
            </Descriptions.Item>
            <Descriptions.Item label="Status">
              <StatusBadge status={mail.status} look={MAIL_STATUS_LOOK} />
            </Descriptions.Item>
          </Descriptions>
          {mail.error ? <Alert type="error" showIcon title={mail.error} /> : null}
          {mail.text.includes(ACCESS_MESSAGES.hiddenLink) ? (
            <Alert
              type="info"
              showIcon
              title={ACCESS_MESSAGES.hiddenLinkNotice}
              data-testid="mail-hidden-link"
            />
          ) : null}
          {mail.attachments.length > 0 ? (
            <div>
              <Typography.Title level={5}>Attachments</Typography.Title>
              {mail.attachments.map((file) => (
                <Typography.Paragraph key={file.id} style={{ marginBottom: 4 }}>
                  <a
                    href={`/api/mail_outbox/${mail.id}/attachments/${file.id}`}
                    download={file.filename}
                    data-testid="mail-attachment"
                  >
                    {file.filename}
                  </a>{' '}
                  <Typography.Text type="secondary">
                    ({Math.max(1, Math.round(file.byte_size / 1024))} KB)
                  </Typography.Text>
                </Typography.Paragraph>
              ))}
            </div>
          ) : null}
          {links.length > 0 ? (
            <div>
              <Typography.Title level={5}>Links in this mail</Typography.Title>
              {links.map((href) => (
                <Typography.Paragraph
                  key={href}
                  copyable={{ text: href }}
                  style={{ marginBottom: 4 }}
                >
                  <a href={href} data-testid="mail-link" style={{ wordBreak: 'break-all' }}>
                    {href}
                  </a>
                </Typography.Paragraph>
              ))}
            </div>
          ) : null}
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                // A sandboxed frame: the mail's markup can neither run scripts nor reach the app.
                children: (
                  <iframe
                    title="HTML body"
                    sandbox=""
                    srcDoc={mail.html}
                    style={{
                      width: '100%',
                      height: 480,
                      border: '1px solid #e5e7eb',
                      borderRadius: 8,
                    }}
                  />
                ),
              },
              {
                key: 'text',
                label: 'Plain text',
                children: (
                  <pre className="mail-text" data-testid="mail-text">
                    {mail.text}
                  </pre>
                ),
              },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
