import { Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { fetchProject } from '../../api/projects';
import { referenceKeys } from '../../api/reference-query-keys';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentUser } from '../../shell/current-user';
import { ProjectDrawer } from './project-drawer';
import { ProjectsPage } from './projects-page';

/** /project/{id}: project settings (procurement-core §2), the projects list with the project open. */
export function ProjectSettingsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const projectId = Number(id);
  const project = useQuery({
    queryKey: [...referenceKeys.projects, 'one', projectId],
    queryFn: ({ signal }) => fetchProject(projectId, signal),
    enabled: Number.isInteger(projectId) && projectId > 0,
  });
  if (project.isError || !Number.isInteger(projectId)) {
    return <Result status="404" title="Project not found" subTitle={errorMessage(project.error)} />;
  }
  if (!project.data) return <PageSpinner />;
  return (
    <>
      <ProjectsPage />
      <ProjectDrawer
        project={project.data}
        canManage={user.user_permissions.can_manage_projects}
        onClose={() => void navigate('/projects')}
      />
    </>
  );
}
