import { useState } from 'react';
import {
  App,
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import type { EmailDomain } from '@laydown/contracts';
import { ACCESS_MESSAGES, MESSAGES, REFERENCE_MESSAGES } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import { useClaimEmailDomain, useEmailDomains, useRemoveEmailDomain } from './use-email-domains';

interface ClaimValues {
  email_domain: { domain: string; verification_email: string };
}

/** Claim a domain, or send its confirmation link again (to the address given). */
function ClaimDrawer({ initial, onClose }: { initial?: EmailDomain; onClose: () => void }) {
  const [form] = Form.useForm<ClaimValues>();
  const claim = useClaimEmailDomain();
  return (
    <DrawerForm<ClaimValues, EmailDomain>
      title={initial ? `Confirm ${initial.domain}` : 'Add email domain'}
      form={form}
      submitLabel="Send confirmation"
      onClose={onClose}
      testId="email-domain-drawer"
      initialValues={{
        email_domain: {
          domain: initial?.domain ?? '',
          verification_email: initial?.verification_email ?? '',
        },
      }}
      onSubmit={({ email_domain }) => claim.mutateAsync(email_domain)}
      successMessage={(row) => ACCESS_MESSAGES.emailDomain.sent(row.verification_email ?? '')}
    >
      <Typography.Paragraph type="secondary">
        We mail a confirmation link to an address of the domain. Once someone who reads that mailbox
        opens the link, people of your company with addresses of the domain can sign in through your
        single sign-on.
      </Typography.Paragraph>
      <Form.Item
        label="Domain"
        name={['email_domain', 'domain']}
        rules={[
          { required: true, whitespace: true, message: ACCESS_MESSAGES.emailDomain.required },
        ]}
        extra="For example acme-build.com. Public mail services such as gmail.com cannot be claimed."
      >
        <Input
          disabled={Boolean(initial)}
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          data-testid="email-domain-domain"
        />
      </Form.Item>
      <Form.Item
        label="Send the confirmation to"
        name={['email_domain', 'verification_email']}
        rules={[
          { required: true, message: MESSAGES.account.emailRequired },
          { type: 'email', message: MESSAGES.account.emailInvalid },
        ]}
        normalize={(v: string) => v.trim().toLowerCase()}
        extra="An address of the domain, e.g. it@acme-build.com"
      >
        <Input type="email" autoComplete="off" maxLength={254} data-testid="email-domain-email" />
      </Form.Item>
    </DrawerForm>
  );
}

/** The company's email domains: verified ones are the addresses single sign-on signs in. */
export function EmailDomainsSection() {
  const domains = useEmailDomains();
  const remove = useRemoveEmailDomain();
  const { message } = App.useApp();
  const [drawer, setDrawer] = useState<{ initial?: EmailDomain } | null>(null);
  return (
    <section
      aria-labelledby="email-domains-title"
      data-testid="email-domains"
      style={{ marginTop: 16 }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} id="email-domains-title" style={{ fontSize: 16, margin: 0 }}>
          Email domains
        </Typography.Title>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setDrawer({})}
          data-testid="email-domain-add"
        >
          Add domain
        </Button>
      </Space>
      {domains.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {domains.data?.length === 0 || domains.isError ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            domains.isError
              ? errorMessage(domains.error)
              : 'No domains yet. Add the domain of your company’s email addresses.'
          }
        />
      ) : null}
      <ul className="plain-list">
        {(domains.data ?? []).map((d) => (
          <li key={d.id} data-testid={`email-domain-${d.domain}`} className="plain-list__item">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {d.domain}
                </Typography.Text>{' '}
                <Tag color={d.status === 'VERIFIED' ? 'green' : 'gold'}>
                  {d.status === 'VERIFIED' ? 'Verified' : 'Pending'}
                </Tag>
                <div>
                  <Typography.Text type="secondary">
                    {d.status === 'VERIFIED'
                      ? 'Signs in through single sign-on'
                      : d.verification_email
                        ? `Waiting for the link mailed to ${d.verification_email}`
                        : 'Not verified yet: send a confirmation'}
                  </Typography.Text>
                </div>
              </div>
              <Space>
                {d.status === 'PENDING' ? (
                  <Button
                    size="small"
                    icon={<MailOutlined />}
                    onClick={() => setDrawer({ initial: d })}
                  >
                    Send again
                  </Button>
                ) : null}
                <Popconfirm
                  title={REFERENCE_MESSAGES.deleteItem}
                  okText="Yes"
                  cancelText="No"
                  onConfirm={() =>
                    remove.mutate(d.id, {
                      onSuccess: () => void message.success(`${d.domain} removed.`),
                      onError: (e) => void message.error(errorMessage(e)),
                    })
                  }
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${d.domain}`}
                  />
                </Popconfirm>
              </Space>
            </Flex>
          </li>
        ))}
      </ul>
      {drawer ? <ClaimDrawer initial={drawer.initial} onClose={() => setDrawer(null)} /> : null}
    </section>
  );
}
