import { App, Form, Radio, Skeleton, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@laydown/contracts';
import {
  HOME_PAGES,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_FREQUENCY_LABELS,
} from '@laydown/domain';
import { fetchUserSettings, saveUserSettings } from '../../api/account';
import { errorMessage } from '../../api/api-error';
import { hasPage } from '../../shell/landing';
import { HOME_PAGE_PATHS } from '../../shell/paths';
import { queryKeys } from '../../api/query-keys';

const DEFAULT_HOME = 'default';

/** Notification email frequency and home page (§2 User settings); each choice saves at once. */
export function PreferencesForm() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.userSettings,
    queryFn: ({ signal }) => fetchUserSettings(signal),
  });
  const save = useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (saved: UserSettings) => {
      queryClient.setQueryData(queryKeys.userSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      void message.success('Your settings were saved.');
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  if (!query.data) return <Skeleton active />;
  return (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label="Notification emails">
        <Radio.Group
          value={query.data.notification_email_frequency}
          onChange={(event) => save.mutate({ notification_email_frequency: event.target.value })}
          data-testid="settings-frequency"
        >
          <Space orientation="vertical">
            {NOTIFICATION_FREQUENCIES.map((f) => (
              <Radio key={f} value={f}>
                {NOTIFICATION_FREQUENCY_LABELS[f]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label="Home page"
        extra="Where you land after signing in. Areas marked coming soon can be chosen once they exist."
      >
        <Radio.Group
          value={query.data.home_page ?? DEFAULT_HOME}
          onChange={(event) =>
            save.mutate({
              home_page: event.target.value === DEFAULT_HOME ? null : event.target.value,
            })
          }
          optionType="button"
          options={[
            { value: DEFAULT_HOME, label: 'Home' },
            // Decision 0031: an area that is not built yet is offered as coming, not chosen.
            ...HOME_PAGES.map((page) =>
              hasPage(HOME_PAGE_PATHS[page])
                ? { value: page, label: page }
                : { value: page, label: `${page} (coming soon)`, disabled: true },
            ),
          ]}
          data-testid="settings-home-page"
        />
      </Form.Item>
    </Form>
  );
}
