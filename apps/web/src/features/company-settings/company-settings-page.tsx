import { App, Button, Card, Form, Radio, Result, Space, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import { holdsPermission, type CostCodeSettings } from '@laydown/domain';
import { DomainsInput, domainsRule } from '../../components/domains-input';
import { errorMessage } from '../../api/api-error';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../shell/current-user';
import { AddressesCard } from './addresses-card';
import { CarriersCard } from './carriers-card';
import { MaterialConfigurationCard } from './material-configuration-card';
import { SsoCard } from './sso-card';
import {
  useDownloadSettings,
  useOtherSettings,
  useUpdateDownloadSettings,
  useUpdateOtherSettings,
} from './use-company-settings';

const COST_CODE_SWITCHES: { key: keyof CostCodeSettings; label: string; help: string }[] = [
  {
    key: 'phase_code_enabled',
    label: 'Phase codes',
    help: 'Cost codes carry a phase; the phase is required.',
  },
  {
    key: 'independent_phase_codes_enabled',
    label: 'Independent phase codes',
    help: 'Phases are chosen on their own; a cost code no longer requires one.',
  },
  {
    key: 'class_enabled',
    label: 'Classes',
    help: 'Cost codes carry a class; the class is required.',
  },
  {
    key: 'project_filtering_enabled',
    label: 'Project filtering',
    help: 'A cost code can be limited to projects; pickers need a project first.',
  },
  {
    key: 'project_specific_phase_codes_enabled',
    label: 'Project-specific phase codes',
    help: 'A phase can be limited to projects.',
  },
];

/** Company settings: other settings (cost code settings, vendor domains), downloads, addresses, carriers. */
export function CompanySettingsPage() {
  const user = useCurrentUser();
  const canManage = user.user_permissions.can_manage_company_settings;
  const canReadSettings = holdsPermission(user.user_permissions, 'can_read_company_settings');
  const other = useOtherSettings(canReadSettings);
  const download = useDownloadSettings(canReadSettings);
  const saveOther = useUpdateOtherSettings();
  const saveDownload = useUpdateDownloadSettings();
  const { message } = App.useApp();
  const failed = (e: unknown) => void message.error(errorMessage(e));
  // Every switch answers: the setting it changed, on or off.
  const switched = (label: string, on: boolean) =>
    void message.success(`${label} ${on ? 'switched on' : 'switched off'}.`);

  const canRead = canReadSettings;
  const referenceData = (
    <Card title="Reference data">
      <Space size={24} wrap>
        <Link to="/settings/cost_codes">Cost Codes</Link>
        <Link to="/settings/tax_codes" data-testid="settings-tax-codes">
          Tax Codes
        </Link>
        <Link to="/settings/units" data-testid="settings-units">
          Units
        </Link>
      </Space>
    </Card>
  );

  if (!canRead || other.isError) {
    return (
      <div data-testid="company-settings-page">
        <PageHeader title="Company settings" />
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          {referenceData}
          {other.isError ? (
            <Result
              status="warning"
              title="The settings could not be loaded"
              subTitle={errorMessage(other.error)}
            />
          ) : null}
        </Space>
      </div>
    );
  }

  return (
    <div data-testid="company-settings-page">
      <PageHeader title="Company settings" />
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        {referenceData}
        <Card title="Cost code settings" loading={other.isPending}>
          {COST_CODE_SWITCHES.map(({ key, label, help }) => (
            <div key={key} className="setting-row">
              <Switch
                checked={other.data?.cost_code_settings[key] ?? false}
                disabled={!canManage}
                loading={saveOther.isPending}
                onChange={(checked) =>
                  saveOther.mutate(
                    { other_settings: { cost_code_settings: { [key]: checked } } },
                    { onSuccess: () => switched(label, checked), onError: failed },
                  )
                }
                aria-label={label}
                data-testid={`setting-${key}`}
              />
              <div>
                <Typography.Text strong>{label}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{help}</Typography.Text>
              </div>
            </div>
          ))}
        </Card>
        <MaterialConfigurationCard canManage={canManage} />
        <Card title="Vendor contacts" loading={other.isPending}>
          {other.data ? (
            <Form
              layout="vertical"
              initialValues={{
                vendor_contact_domain_bypass: other.data.vendor_contact_domain_bypass,
              }}
              onFinish={(values: { vendor_contact_domain_bypass: string[] }) =>
                saveOther.mutate(
                  { other_settings: values },
                  { onSuccess: () => void message.success('Settings saved.'), onError: failed },
                )
              }
            >
              <Form.Item
                name="vendor_contact_domain_bypass"
                label="Domains that need not match the vendor's domains"
                extra="Free-mail domains are always allowed. Press Enter or a comma after each domain."
                rules={[domainsRule]}
              >
                <DomainsInput
                  disabled={!canManage}
                  ariaLabel="Domains that need not match the vendor's domains"
                  testId="setting-domain-bypass"
                />
              </Form.Item>
              {canManage ? (
                <Button htmlType="submit" loading={saveOther.isPending}>
                  Save
                </Button>
              ) : null}
            </Form>
          ) : null}
        </Card>
        <Card title="Download settings" loading={download.isPending}>
          <Typography.Paragraph type="secondary">
            How delivery files are named when downloaded.
          </Typography.Paragraph>
          <Radio.Group
            value={download.data?.delivery_file_naming}
            disabled={!canManage}
            onChange={(e) =>
              saveDownload.mutate(
                { download_settings: { delivery_file_naming: e.target.value } },
                {
                  onSuccess: () => void message.success('Download settings saved.'),
                  onError: failed,
                },
              )
            }
            options={[
              { value: 'CURRENT_DATE_TIME', label: 'Current date and time' },
              { value: 'ORIGINAL_FILE_NAME', label: 'Original file name' },
            ]}
            aria-label="Delivery file naming"
            data-testid="setting-delivery-file-naming"
          />
        </Card>
        {/* The provider's settings are read and written by settings managers only (decision 0009). */}
        {canManage ? <SsoCard /> : null}
        <AddressesCard canManage={canManage} />
        <CarriersCard canManage={canManage} />
      </Space>
    </div>
  );
}
