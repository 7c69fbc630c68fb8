import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PasswordChangeForm } from './password-change-form';
import { PreferencesForm } from './preferences-form';

const TABS = [
  { key: 'settings', label: 'Settings', children: <PreferencesForm /> },
  { key: 'password', label: 'Password', children: <PasswordChangeForm /> },
];

/** /user_settings: the user's own settings, one tab per concern, the tab in the query string. */
export function UserSettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = TABS.some((t) => t.key === requested) ? (requested ?? 'settings') : 'settings';
  return (
    <div data-testid="user-settings-page">
      <PageHeader title="User settings" />
      <Card variant="borderless">
        <Tabs
          activeKey={active}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          items={TABS}
        />
      </Card>
    </div>
  );
}
