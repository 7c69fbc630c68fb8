import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../components/list-page';
import { useListParams } from '../../components/use-list-params';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useCurrentUser } from '../../shell/current-user';
import { GROUP_PARAM, ProjectGroupsList } from './project-groups-list';
import { NEW_PROJECT_PARAM, PROJECT_FILTERS, ProjectsList } from './projects-list';

/**
 * Projects and project groups; the tab is kept in the query string like the filters. A project
 * opens at /project/{id} (ProjectSettingsPage renders this page under it).
 */
export function ProjectsPage() {
  const user = useCurrentUser();
  const params = useListParams(PROJECT_FILTERS);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'groups' ? 'groups' : 'projects';
  const create = useRecordRoute(tab === 'groups' ? GROUP_PARAM : NEW_PROJECT_PARAM);
  const canManage = user.user_permissions.can_manage_projects;

  return (
    <ListPage
      title="Projects"
      total={undefined}
      testId="projects-page"
      createLabel={tab === 'groups' ? 'New Project Group' : 'New Project'}
      onCreate={canManage ? () => create.open(NEW_RECORD) : undefined}
      toolbar={
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            setSearchParams(key === 'groups' ? { tab: 'groups' } : {}, { replace: true })
          }
          items={[
            { key: 'projects', label: 'Projects' },
            { key: 'groups', label: 'Project Groups' },
          ]}
          style={{ width: '100%', marginBottom: -12 }}
        />
      }
    >
      {tab === 'projects' ? (
        <ProjectsList params={params} canManage={canManage} />
      ) : (
        <ProjectGroupsList canManage={canManage} />
      )}
    </ListPage>
  );
}
