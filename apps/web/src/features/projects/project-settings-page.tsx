import { useQuery } from '@tanstack/react-query';
import { fetchProject } from '../../api/projects';
import { referenceKeys } from '../../api/reference-query-keys';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { useIdParam } from '../../components/record-id';
import { useCurrentUser } from '../../shell/current-user';
import { ProjectDrawer } from './project-drawer';
import { useCloseProject } from './project-routes';
import { ProjectsPage } from './projects-page';

/** /project/{id}: project settings (procurement-core §2), the projects list with the project open. */
export function ProjectSettingsPage() {
  const projectId = useIdParam();
  const close = useCloseProject();
  const user = useCurrentUser();
  const project = useQuery({
    queryKey: [...referenceKeys.projects, 'one', projectId],
    queryFn: ({ signal }) => fetchProject(projectId ?? 0, signal),
    enabled: projectId !== null,
  });
  return (
    <>
      <ProjectsPage />
      {project.data ? (
        <ProjectDrawer
          key={project.data.id}
          project={project.data}
          canManage={user.user_permissions.can_manage_projects}
          onClose={close}
        />
      ) : null}
      {project.isError || projectId === null ? <MissingRecordDrawer onClose={close} /> : null}
    </>
  );
}
