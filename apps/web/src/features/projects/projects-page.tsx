import { Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../components/list-page';
import { useListParams } from '../../components/use-list-params';
import { useCurrentUser } from '../../shell/current-user';
import { ProjectGroupsList } from './project-groups-list';
import { PROJECT_FILTERS, ProjectsList } from './projects-list';

/** Projects and project groups; the tab is kept in the query string like the filters. */
export function ProjectsPage() {
  const user = useCurrentUser();
  const params = useListParams(PROJECT_FILTERS);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'groups' ? 'groups' : 'projects';
  const [creating, setCreating] = useState(false);
  const canManage = user.user_permissions.can_manage_projects;

  return (
    <ListPage
      title="Projects"
      total={undefined}
      testId="projects-page"
      createLabel={tab === 'groups' ? 'New Project Group' : 'New Project'}
      onCreate={canManage ? () => setCreating(true) : undefined}
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
        <ProjectsList
          params={params}
          canManage={canManage}
          creating={creating}
          onCreated={() => setCreating(false)}
        />
      ) : (
        <ProjectGroupsList
          canManage={canManage}
          creating={creating}
          onCreated={() => setCreating(false)}
        />
      )}
    </ListPage>
  );
}
